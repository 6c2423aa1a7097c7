import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { LocalStrategy } from './local.strategy.js';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController],
  providers: [LocalStrategy, LocalAuthGuard],
})
export class AuthModule {}
