// What the front ends use of react-router, shared as 'react-router-dom' (docs/decisions/056). A shared
// module keeps every export it has, since any remote may ask for any of them: the whole package is
// 191 KB, these parts a fraction of it. An import of anything else fails the build: add it here.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
