"""Stopping a study by a signal to its main process stops every worker, and a second study on the same folder is
refused (a new user's trial, session 41: ``kill PID`` of ``kirana study`` left its workers running, re-parented to
init, finishing runs into the folder and then idling forever; ``kill -INT PID`` hung in multiprocessing's exit join;
after a stop the progress bar said 0/12 with runs finished; two studies in one folder raced over its runs).

Scripted players through the group chat, 20-day months; Linux (/proc) for the children's pids. SIGTERM here; SIGINT,
the second study and the chart painter in tests/test_study_stop_sigint.py, so that two workers share the checks
(tests/study_stop.py: the check itself and the uninterrupted study both files compare with, played once)."""
from __future__ import annotations

from pathlib import Path

import pytest

from study_stop import check_a_signal_stops_every_worker, stoppable_spec, uninterrupted

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the children's pids in /proc")


def test_a_sigterm_to_the_study_alone_stops_every_worker_and_loses_nothing(tmp_path, tmp_path_factory):
    """SIGTERM to ``kirana study``'s main process (``kill PID``); the uninterrupted study is played first here (the
    SIGINT file asks for it last, by when this has written it)."""
    spec = stoppable_spec(tmp_path_factory)
    expected = uninterrupted(spec, tmp_path_factory)
    check_a_signal_stops_every_worker(spec, lambda: expected, tmp_path, "SIGTERM")
