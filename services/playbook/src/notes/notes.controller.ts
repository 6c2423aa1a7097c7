import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PLAYBOOK,
  idParamSchema,
  noteListRpcSchema,
  noteRequestSchema,
  openTaskCountsRequestSchema,
  type Note,
  type Page,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse, requireActor } from '@icp-studio/service-kit';
import type { OpenTaskCounts } from './note.rules.js';
import { NotesService } from './notes.service.js';

/** The PLAYBOOK subjects of notes and tasks. Each request is `{actor, body}`; no actor: 401. */
@Controller()
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  /** `{icpId} | {playbookId}` plus `{limit, offset}` -> Page<Note>, newest first. */
  @MessagePattern(PLAYBOOK.listNotes)
  list(@Payload() req: RpcRequest): Promise<Page<Note>> {
    const actor = requireActor(req);
    return this.notes.list(actor, parse(noteListRpcSchema, req.body ?? {}));
  }

  /** `NoteRequest` -> Note (open; a plain note has no assignee). */
  @MessagePattern(PLAYBOOK.createNote)
  create(@Payload() req: RpcRequest): Promise<Note> {
    const actor = requireActor(req);
    return this.notes.create(actor, parse(noteRequestSchema, req.body));
  }

  /** `{id}` -> Note, completed. A plain note: 400 'Only tasks can be completed'. */
  @MessagePattern(PLAYBOOK.completeNote)
  complete(@Payload() req: RpcRequest): Promise<Note> {
    const actor = requireActor(req);
    return this.notes.complete(actor, parse(idParamSchema, req.body).id);
  }

  /** `{icpIds, playbookIds}` -> `{icps: {[id]: n}, playbooks: {[id]: n}}`, every asked id named. */
  @MessagePattern(PLAYBOOK.openTaskCounts)
  openTaskCounts(@Payload() req: RpcRequest): Promise<OpenTaskCounts> {
    const actor = requireActor(req);
    return this.notes.openTaskCounts(actor, parse(openTaskCountsRequestSchema, req.body ?? {}));
  }
}
