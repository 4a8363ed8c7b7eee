import { accountRoutes } from '../../../shared/account/routes.ts';
import { json, createHandler } from '../../lib/http.ts';
import { newRobotChallenge } from '../../lib/robot-check.ts';

export const handler = createHandler(accountRoutes.authChallenge, async () => json(200, await newRobotChallenge()));
