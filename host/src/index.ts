// The async boundary lets Module Federation negotiate the shared singletons before React runs.
import('./bootstrap');
