/** The toast store keeps at most one notification, 5 s by default. */
import { afterEach, describe, expect, it } from 'vitest';
import { addToast, backgroundToast, toast, TOAST_DURATION, useToasts, type Toast } from './toast.ts';

const make = (id: number): Toast => ({ id, title: `t${id}`, variant: 'default', duration: TOAST_DURATION });

afterEach(() => useToasts.setState({ toasts: [] }));

describe('toasts', () => {
  it('keeps only the newest within the limit', () => {
    expect(addToast([make(1)], make(2))).toEqual([make(2)]);
    expect(addToast([make(1)], make(2), 3)).toEqual([make(2), make(1)]);
  });

  it('shows one at a time, 5 s by default, and dismisses by id', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Second', description: 'Details', variant: 'error' });
    const { toasts } = useToasts.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id,
      title: 'Second',
      description: 'Details',
      variant: 'error',
      duration: 5000,
    });
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('keeps a requested duration and gives every toast a fresh id', () => {
    const first = toast({ title: 'Saved', variant: 'success', duration: 8000 });
    expect(useToasts.getState().toasts).toEqual([
      { id: first, title: 'Saved', description: undefined, variant: 'success', duration: 8000 },
    ]);
    const second = toast({ title: 'Saved' });
    expect(second).not.toBe(first);
    expect(useToasts.getState().toasts.map((item) => item.id)).toEqual([second]);
  });

  it('dismissing a replaced toast leaves the newer one on screen', () => {
    const old = toast({ title: 'Old' });
    const current = toast({ title: 'New' });
    useToasts.getState().dismiss(old);
    expect(useToasts.getState().toasts.map((item) => item.id)).toEqual([current]);
  });
});

describe('backgroundToast', () => {
  it('shows at once on a free screen, otherwise once the shopper’s notification is gone', () => {
    useToasts.setState({ toasts: [] });
    backgroundToast({ title: 'Ready to use offline' });
    expect(useToasts.getState().toasts.map((item) => item.title)).toEqual(['Ready to use offline']);

    useToasts.setState({ toasts: [] });
    const added = toast({ title: 'Product added to cart successfully!' });
    backgroundToast({ title: 'Ready to use offline', keys: { title: 'offline.readyTitle' } });
    expect(useToasts.getState().toasts.map((item) => item.title)).toEqual([
      'Product added to cart successfully!',
    ]);
    useToasts.getState().dismiss(added);
    const shown = useToasts.getState().toasts;
    expect(shown.map((item) => item.title)).toEqual(['Ready to use offline']);
    expect(shown[0]?.keys).toEqual({ title: 'offline.readyTitle' });
    useToasts.setState({ toasts: [] });
  });
});
