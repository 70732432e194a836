import { useCallback, useEffect, useRef, useState } from 'react';
import { moveItem } from '../../../components/sortable-rows';
import { addFormField } from '../api/add-form-field';
import { getFormFields } from '../api/get-form-fields';
import { removeFormField } from '../api/remove-form-field';
import { saveFormFields } from '../api/save-form-fields';
import { DEFAULT_DIMENSION, DEFAULT_GROUP, GROUP_COUNT, type FormFieldLink } from '../types/form';

/** The group after `group`: 0, 1, ... 5 and back to 0 (spec 002 §2.4). */
export const nextGroup = (group: number): number => (group + 1) % GROUP_COUNT;

/** The list with the item at `from` moved to `to`, orders renumbered 1..n. */
export function moveLink(links: readonly FormFieldLink[], from: number, to: number): FormFieldLink[] {
  return moveItem(links, from, to).map((link, index) => ({ ...link, order: index + 1 }));
}

/** Defaults of a new link (spec 002 §4): order last + 1, group 0, dimension 2. */
export function newLinkOrder(links: readonly FormFieldLink[]): number {
  return links.reduce((max, link) => Math.max(max, link.order), 0) + 1;
}

const keyOf = (link: FormFieldLink) => link.id.fieldCode;

/**
 * The field links of a form. Every change (reorder, a setting) is saved at once with
 * `PUT /api/form/fields`; saves run one after the other, each with the versions the
 * previous one returned, so quick successive changes never trip over their own versions.
 */
export function useFormLinks(formCode: string | null) {
  const [links, setLinks] = useState<FormFieldLink[]>([]);
  const [loading, setLoading] = useState(Boolean(formCode));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const current = useRef<FormFieldLink[]>([]);
  const versions = useRef(new Map<string, number | undefined>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);

  const accept = useCallback((answer: FormFieldLink[]) => {
    versions.current = new Map(answer.map((link) => [keyOf(link), link.version]));
    current.current = answer;
    setLinks(answer);
  }, []);

  const reload = useCallback(async () => {
    if (!formCode) return;
    setLoading(true);
    try {
      accept(await getFormFields(formCode));
      setError(null);
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setLoading(false);
    }
  }, [formCode, accept]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const persist = useCallback(
    (next: FormFieldLink[]) => {
      current.current = next;
      setLinks(next);
      pending.current += 1;
      setSaving(true);
      queue.current = queue.current
        .then(async () => {
          const sent = current.current.map((link) => ({ ...link, version: versions.current.get(keyOf(link)) }));
          const answer = await saveFormFields(sent);
          for (const link of answer) versions.current.set(keyOf(link), link.version);
          // Only the last of several quick changes shows the server's list.
          if (pending.current === 1) accept(answer);
        })
        .catch(() => reload()) // the client showed the message; show what the server has
        .finally(() => {
          pending.current -= 1;
          if (pending.current === 0) setSaving(false);
        });
      return queue.current;
    },
    [accept, reload],
  );

  const move = useCallback(
    (from: number, to: number) => {
      if (from === to) return;
      return persist(moveLink(current.current, from, to));
    },
    [persist],
  );

  const change = useCallback(
    (
      fieldCode: string,
      patch: Partial<Pick<FormFieldLink, 'obligatory' | 'subjectType' | 'dimension' | 'newRiga' | 'group'>>,
    ) => persist(current.current.map((link) => (keyOf(link) === fieldCode ? { ...link, ...patch } : link))),
    [persist],
  );

  const add = useCallback(
    async (fieldCode: string) => {
      if (!formCode) return;
      await queue.current;
      await addFormField({
        id: { fieldCode, fieldform: formCode },
        order: newLinkOrder(current.current),
        group: DEFAULT_GROUP,
        dimension: DEFAULT_DIMENSION,
        obligatory: false,
        subjectType: 'ANY',
        newRiga: false,
      });
      await reload();
    },
    [formCode, reload],
  );

  const remove = useCallback(
    async (fieldCode: string) => {
      if (!formCode) return;
      await queue.current;
      await removeFormField(fieldCode, formCode);
      await reload();
    },
    [formCode, reload],
  );

  return { links, loading, saving, error, reload, move, change, add, remove };
}
