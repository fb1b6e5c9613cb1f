import { parseArgs } from "node:util";
import { toolConfig } from "../lib/data-dir";
import { DatabaseLockedError, openDatabase } from "../db/client";
import { upsertAccount } from "../auth/accounts";
import { roleSchema } from "@shared/contracts/auth";
import { EMAIL_PATTERN } from "@shared/contracts/auth";
import { personNameSchema, stripForbiddenCharacters } from "@shared/domain/profile-fields";
import { translateValidationMessage } from "@shared/i18n/messages";

/** npm run user:create -- --email a@b.de --name "Ada" --password secret123 --role admin */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      role: { type: "string", default: "user" },
    },
  });
  const role = roleSchema.safeParse(values.role);
  if (!values.email || !EMAIL_PATTERN.test(values.email))
    fail("--email must be a valid e-mail address");
  if (!role.success) fail("--role must be admin, moderator or user");
  if (values.password !== undefined && values.password.length < 8)
    fail("--password needs at least 8 characters");
  // A given name keeps the rule of sign-up, settings and setup (control, bidi, invisible
  // characters); without one, the address's local part, cleaned of those characters.
  let name = stripForbiddenCharacters(values.email!.split("@")[0]);
  if (values.name !== undefined) {
    const parsedName = personNameSchema.safeParse(values.name);
    if (!parsedName.success)
      fail(`--name: ${translateValidationMessage(parsedName.error.issues[0].message, "en")}`);
    name = parsedName.data;
  }
  const config = toolConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const res = await upsertAccount(database.db, {
    email: values.email!,
    name,
    password: values.password,
    role: role.data!,
  });
  if (res.created && !values.password)
    console.warn("Created without a password: use the password reset to set one.");
  console.log(`${res.created ? "Created" : "Updated"} ${values.email} with role ${role.data}.`);
  await database.close();
}

function fail(msg: string): never {
  console.error(msg);
  process.exit(2);
}

main().catch((err) => {
  console.error(String(err?.message ?? err));
  if (err instanceof DatabaseLockedError)
    console.error(
      "While the server runs, an admin can do the same on the users screen: /admin/users.",
    );
  process.exit(1);
});
