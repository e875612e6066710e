import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CircleCheck, Plus } from 'lucide-react';

interface RegisterDojangDoneProps {
  nama: string;
  id_dojang?: number;
  onAnother: () => void;
}

/**
 * After a dojang is registered nobody has an account yet: the next step, its coach's registration with
 * the dojang already chosen, is offered right here (the toast keeps message).
 */
export function RegisterDojangDone({ nama, id_dojang, onAnother }: RegisterDojangDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: bring them (and a screen reader) to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-5 text-center" role="status">
      <span className="grid size-16 place-items-center rounded-full bg-success/10 text-success">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <div className="w-full min-w-0">
        <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold outline-none">
          Dojang terdaftar
        </h2>
        <p className="mt-1 line-clamp-3 font-semibold break-words text-primary">{nama}</p>
        <p className="mx-auto mt-3 max-w-md text-sm text-base-content/80">
          Langkah berikutnya: buat akun pelatih untuk dojang ini. Setelah itu Anda bisa login dan mengelola dojang serta atlet.
        </p>
      </div>
      <Link to="/register" search={id_dojang ? { dojang: id_dojang } : {}} className="btn btn-primary w-full sm:w-auto sm:px-8">
        Daftarkan pelatih untuk dojang ini <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
      <div className="flex flex-col items-center gap-2 text-sm text-base-content/80 sm:flex-row sm:gap-4">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onAnother}>
          <Plus className="size-4" aria-hidden="true" /> Daftarkan dojang lain
        </button>
        <span>
          Sudah punya akun?{' '}
          <Link to="/login" className="link font-semibold text-primary">
            Login
          </Link>
        </span>
      </div>
    </div>
  );
}
