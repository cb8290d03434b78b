/**
 * Testing Library for the component tests: re-exports it and unmounts after
 * each test (vitest runs without globals, so Testing Library cannot hook
 * its own cleanup). Test files opt into happy-dom with the environment pragma.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

export { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
