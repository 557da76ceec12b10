import Container, { type ContainerProps } from '@mui/material/Container';

/** The common width and spacing of a content page. */
export function PageContainer({ maxWidth = 'lg', children }: Pick<ContainerProps, 'maxWidth' | 'children'>) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {children}
    </Container>
  );
}
