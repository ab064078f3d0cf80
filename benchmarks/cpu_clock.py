"""The benchmarks' clock for a shared machine: CPU seconds spent, and the cores a benchmark may use.

On this project's 2-core machine other jobs often run beside a benchmark, so wall time alone says little; the reader
benchmarks (``reader_floors.py``, ``reader_gates_open.py``) and ``suite_cpu.py`` print CPU seconds from here.
"""
from __future__ import annotations

import os
import resource


def process_cpu() -> float:
    """CPU seconds (user + system) this process and its waited-for children have used so far; a float, seconds.

    Children count only once they have been waited for (``resource.RUSAGE_CHILDREN``): read it after a pool has
    been shut down, as the benchmarks do."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def cores() -> int:
    """The cores this process may run on (its CPU affinity on Linux, else ``os.cpu_count()``; at least 1)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
