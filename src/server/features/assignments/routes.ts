import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  assignmentCreateSchema,
  assignmentDetailSchema,
  assignmentIdParamsSchema,
  assignmentListQuerySchema,
  assignmentListSchema,
  assignmentUpdateSchema,
  myAssignmentListSchema,
} from "../../../contract/assignments";
import { errorBodySchema, messageSchema } from "../../../contract/errors";
import type { Db } from "../../platform/db/client";
import type { AppDeps } from "../../platform/deps";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { startReminderJob } from "./reminders";
import { createAssignment, deleteAssignment, getAssignment, listAssignments, myAssignments, updateAssignment } from "./service";

const tags = ["assignments"];
const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Assignments (issue 17): company admins and team leaders (as for scenarios) give a company scenario to a team or
 * to chosen users, with a due date, attempts and a pass mark, and follow the progress; reps read their own.
 * Another company's assignments answer 404.
 */
export async function assignmentRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const db = opts.deps.database.db;
  runReminders(app, opts.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  learnerRoutes(r, db);
  managerRoutes(r, db);
}

/** The reminder job: started when the app is ready, stopped when it closes. */
function runReminders(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  // Reminder mails two days before the due date; every process runs the job, and each mail goes out once.
  let stopReminders: (() => void) | null = null;
  app.addHook("onReady", async () => {
    stopReminders = startReminderJob({ db, mailer: deps.mailer, publicUrl: deps.config.publicUrl, log: app.log });
  });
  app.addHook("onClose", async () => {
    stopReminders?.();
  });
}

/** What a salesperson was assigned. */
function learnerRoutes(r: ZodRoutes, db: Db) {
  r.get(
    "/api/assignments/mine",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "listMyAssignments",
        summary: "The caller's assignments with their progress (open ones first)",
        response: { 200: myAssignmentListSchema, 401: errorBodySchema },
      },
    },
    async (request) => myAssignments(db, authed(request).user),
  );
}

/** The assignments a manager gives: list, create, read, edit, delete. */
function managerRoutes(r: ZodRoutes, db: Db) {
  r.get(
    "/api/assignments",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "listAssignments",
        summary: "The company's assignments with completion and pass rates (company admins and team leaders)",
        querystring: assignmentListQuerySchema,
        response: { 200: assignmentListSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => listAssignments(db, authed(request).user, request.query),
  );

  r.post(
    "/api/assignments",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        tags,
        operationId: "createAssignment",
        summary: "Assign a company scenario to a team or to chosen users",
        description: "Pass mark defaults to the scenario's. Progress is computed from the calls practised on the scenario since now.",
        body: assignmentCreateSchema,
        response: { 201: assignmentDetailSchema, 400: errorBodySchema, ...readErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAssignment(db, authed(request).user, request.body)),
  );

  r.get(
    "/api/assignments/:id",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "getAssignment",
        summary: "One assignment: each assignee's attempts, best score and status, and the rates per team",
        params: assignmentIdParamsSchema,
        response: { 200: assignmentDetailSchema, ...readErrors },
      },
    },
    async (request) => getAssignment(db, authed(request).user, request.params.id),
  );

  r.patch(
    "/api/assignments/:id",
    {
      config: { auth: "user", authCheckpoint: "beforeValidation" },
      schema: {
        tags,
        operationId: "updateAssignment",
        summary: "Change an assignment's due date, required attempts or pass mark",
        description:
          "Progress is judged against the terms as they are now. Certificates already issued stay; assignees the new terms make passed get theirs. Moving the due date lets the reminder go out again for the new date.",
        params: assignmentIdParamsSchema,
        body: assignmentUpdateSchema,
        response: { 200: assignmentDetailSchema, 400: errorBodySchema, ...readErrors },
      },
    },
    async (request) => updateAssignment(db, authed(request).user, request.params.id, request.body),
  );

  r.delete(
    "/api/assignments/:id",
    {
      config: { auth: "user" },
      schema: {
        tags,
        operationId: "deleteAssignment",
        summary: "Delete an assignment (the calls practised stay)",
        params: assignmentIdParamsSchema,
        response: { 200: messageSchema, ...readErrors },
      },
    },
    async (request) => deleteAssignment(db, authed(request).user, request.params.id),
  );
}
