import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { profileNameSchema, type ProfileNameInput } from "@shared/contracts/settings";
import { initialsOf } from "@shared/domain/initials";
import { LANGUAGE_LABELS, LANGUAGES, type Language } from "@shared/i18n/languages";
import { FormField } from "@/components/form-field";
import { ImageFileButton } from "@/components/image-file-button";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { currentLanguage, rememberLanguage } from "@/lib/i18n";
import { authApi, useInvalidateSession } from "@/lib/session";
import { SectionCard, useErrorText, WithSettings } from "./section-card";
import { useRemoveAvatar, useSaveName, useUploadAvatar } from "./settings-api";

export default function ProfileSection() {
  return <WithSettings>{(s) => <Profile profile={s.profile} />}</WithSettings>;
}

function Profile({ profile }: { profile: { name: string; email: string; image: string | null } }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const save = useSaveName();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { i18n } = useTranslation();
  const invalidateSession = useInvalidateSession();
  // The same setting the language picker writes, but saved before it is confirmed.
  const changeLanguage = async (lang: Language) => {
    try {
      await authApi.setLanguage(lang);
      rememberLanguage(lang);
      await i18n.changeLanguage(lang);
      await invalidateSession();
      toast.success(i18n.getFixedT(lang, "settings")("profile.languageSaved"));
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  const form = useForm<ProfileNameInput>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: { name: profile.name },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await save.mutateAsync(name);
      toast.success(t("profile.saved"));
    } catch (err) {
      toast.error(errorText(err));
    }
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <>
      <SectionCard title={t("profile.heading")} description={t("profile.description")}>
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
          <FormField label={t("profile.name")} error={form.formState.errors.name?.message}>
            {(p) => <Input {...p} autoComplete="name" {...form.register("name")} />}
          </FormField>
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t("profile.save")}
            </Button>
          </div>
        </form>
      </SectionCard>

      <SectionCard title={t("profile.avatar")} description={t("profile.avatarHint")}>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar className="size-20">
            {profile.image && <AvatarImage src={profile.image} alt={t("profile.avatarAlt")} />}
            <AvatarFallback className="bg-primary/10 text-xl font-semibold text-primary">
              {initialsOf(profile.name, profile.email)}
            </AvatarFallback>
          </Avatar>
          <div className="flex flex-wrap gap-2">
            <ImageFileButton
              label={t("profile.avatarUpload")}
              disabled={busy}
              onInvalid={(m) => toast.error(m)}
              onFile={(file) =>
                upload.mutate(file, {
                  onSuccess: () => toast.success(t("profile.avatarSaved")),
                  onError: (err) => toast.error(errorText(err)),
                })
              }
            />
            {profile.image && (
              <Button
                type="button"
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success(t("profile.avatarRemoved")),
                    onError: (err) => toast.error(errorText(err)),
                  })
                }
              >
                {t("profile.avatarRemove")}
              </Button>
            )}
          </div>
        </div>
      </SectionCard>

      <SectionCard title={t("profile.language")} description={t("profile.languageHint")}>
        <label htmlFor="settings-language" className="mb-1.5 block text-sm font-medium">
          {t("profile.language")}
        </label>
        <select
          id="settings-language"
          className="h-11 w-full max-w-xs rounded-md border bg-background px-3 text-base"
          value={currentLanguage()}
          onChange={(e) => {
            void changeLanguage(e.target.value as Language);
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_LABELS[l]}
            </option>
          ))}
        </select>
      </SectionCard>
    </>
  );
}
