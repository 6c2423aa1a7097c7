import { Controller } from '@nestjs/common';
import {
  PLAYBOOK,
  type Actor,
  type IdParam,
  type Note,
  type NoteRequest,
  type MessageResponse,
  type NoteSearchQuery,
  type NoteSearchResult,
  type Page,
  type RpcParsedBody,
  type Task,
  type TaskListQuery,
  type User,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import type { OpenTaskCounts } from './notes.rules.js';
import { NotesService } from './notes.service.js';

/** The PLAYBOOK subjects of notes and tasks. Each request is `{actor, body}`; no actor: 401. */
@Controller()
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  /** `{icpId} | {playbookId}` plus `{limit, offset}` -> Page<Note>, newest first. */
  @RpcHandler(PLAYBOOK.listNotes)
  list(actor: Actor, query: RpcParsedBody<typeof PLAYBOOK.listNotes>): Promise<Page<Note>> {
    return this.notes.list(actor, query);
  }

  /** `NoteRequest` -> Note (open; a plain note has no assignee). */
  @RpcHandler(PLAYBOOK.createNote)
  create(actor: Actor, note: NoteRequest): Promise<Note> {
    return this.notes.create(actor, note);
  }

  /** `{id}` -> Note, completed. A plain note: 400 'Only tasks can be completed'. */
  @RpcHandler(PLAYBOOK.completeNote)
  complete(actor: Actor, { id }: IdParam): Promise<Note> {
    return this.notes.complete(actor, id);
  }

  /** `{id, changes}` -> Note. Not the author: 403 'Only the author can edit a note'. */
  @RpcHandler(PLAYBOOK.updateNote)
  update(actor: Actor, { id, changes }: RpcParsedBody<typeof PLAYBOOK.updateNote>): Promise<Note> {
    return this.notes.update(actor, id, changes);
  }

  /** `{id}` -> `{message}`. Neither the author nor an admin: 403. */
  @RpcHandler(PLAYBOOK.deleteNote)
  delete(actor: Actor, { id }: IdParam): Promise<MessageResponse> {
    return this.notes.delete(actor, id);
  }

  /** `{id}` -> Note, open. A plain note: 400 'Only tasks can be reopened'. */
  @RpcHandler(PLAYBOOK.reopenNote)
  reopen(actor: Actor, { id }: IdParam): Promise<Note> {
    return this.notes.reopen(actor, id);
  }

  /** `{icpId} | {playbookId}` -> User[]: who a task there may be given to. */
  @RpcHandler(PLAYBOOK.noteAssignees)
  assignees(actor: Actor, item: RpcParsedBody<typeof PLAYBOOK.noteAssignees>): Promise<User[]> {
    return this.notes.assignees(actor, item);
  }

  /** `{filter, today?, limit, offset}` -> Page<Task>: the Tasks page, by due day (undated last). */
  @RpcHandler(PLAYBOOK.listTasks)
  listTasks(actor: Actor, query: TaskListQuery): Promise<Page<Task>> {
    return this.notes.listTasks(actor, query);
  }

  /** `{search, limit, offset}` -> Page<NoteSearchResult>: notes whose text holds the search, newest first. */
  @RpcHandler(PLAYBOOK.searchNotes)
  search(actor: Actor, query: NoteSearchQuery): Promise<Page<NoteSearchResult>> {
    return this.notes.search(actor, query);
  }

  /** `{icpIds, playbookIds}` -> `{icps: {[id]: n}, playbooks: {[id]: n}}`, every asked id named. */
  @RpcHandler(PLAYBOOK.openTaskCounts)
  openTaskCounts(actor: Actor, ids: RpcParsedBody<typeof PLAYBOOK.openTaskCounts>): Promise<OpenTaskCounts> {
    return this.notes.openTaskCounts(actor, ids);
  }
}
