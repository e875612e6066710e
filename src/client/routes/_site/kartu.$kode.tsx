import { createFileRoute } from '@tanstack/react-router';
import { CekKartuPage } from '../../features/kartu/publik/CekKartuPage';

export const Route = createFileRoute('/_site/kartu/$kode')({
  component: function CekKartuRoute() {
    const { kode } = Route.useParams();
    return <CekKartuPage kode={kode} />;
  },
});
