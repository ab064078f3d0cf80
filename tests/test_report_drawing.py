"""Charts painted by the workers kirana run starts before the month are the bytes painted in the run's process."""
from __future__ import annotations

import multiprocessing
import threading

import pytest

from events import read_events
from report import drawing
from report.drawing import ChartWorkers, chart_jobs, default_workers, draw_here, shares
from scoring import score_record


@pytest.fixture(scope="module")
def jobs(month):
    events = read_events(month().record.events)
    return chart_jobs(score_record(events), None, "scripted:reference", events, 5)


def test_the_jobs_name_the_eight_charts_and_send_the_lanes_day_alone(jobs):
    assert list(jobs) == ["profit_by_day", "where_money_went", "cash_and_stock", "where_demand_went", "failures_per_day",
                          "refused_emails", "counter_by_language", "day_lanes"]
    lanes, day = jobs["day_lanes"][1]
    assert day == 5 and {e.day for e in lanes if e.kind != "supplier_terms"} == {5}
    assert any(e.kind == "supplier_terms" for e in lanes)


def test_workers_paint_the_same_svgs_as_this_process(jobs, monkeypatch):
    here = draw_here(jobs)
    workers = ChartWorkers(2)
    if workers._process is None:  # pytest-xdist's worker runs threads (or no fork here): painted here, same test
        assert threading.active_count() > 1 or "fork" not in multiprocessing.get_all_start_methods()
    else:  # the painter was forked before this: every SVG must come from it (and its helper)
        monkeypatch.setattr(drawing, "_draw", lambda *a: pytest.fail("painted in the test's process"))
    there = workers.draw(jobs)
    monkeypatch.undo()
    assert list(there) == list(jobs)
    assert there == here
    assert all(svg.startswith(b"<?xml") and b"<svg " in svg and len(svg) > 10_000 for svg in there.values())
    assert workers._process is None  # shut down after its one use
    assert workers.draw({"refused_emails": jobs["refused_emails"]}) == {"refused_emails": here["refused_emails"]}


def test_a_job_the_workers_cannot_paint_is_painted_here(jobs):
    workers = ChartWorkers(1)
    # one chart the painter can paint and one it cannot: the other five would be painted only to be dropped
    broken = {"cash_and_stock": jobs["cash_and_stock"], "refused_emails": ("no_such_chart", ())}
    with pytest.raises(AttributeError):  # painted here, the error is the chart's own
        workers.draw(broken)
    assert workers._process is None


def test_no_workers_when_asked_for_none(jobs, monkeypatch):
    monkeypatch.setenv("KIRANA_REPORT_WORKERS", "0")
    workers = ChartWorkers()
    assert workers._process is None
    assert workers.draw({"cash_and_stock": jobs["cash_and_stock"]}) == draw_here({"cash_and_stock": jobs["cash_and_stock"]})


def test_the_charts_are_shared_out_by_their_cost():
    names = ["profit_by_day", "cash_and_stock", "where_demand_went", "failures_per_day", "refused_emails",
             "counter_by_language", "day_lanes"]
    assert shares(names, 1) == [["failures_per_day", "where_demand_went", "day_lanes", "profit_by_day",
                                 "cash_and_stock", "counter_by_language", "refused_emails"]]
    assert shares(names, 2) == [["failures_per_day", "profit_by_day", "counter_by_language"],
                                ["where_demand_went", "day_lanes", "cash_and_stock", "refused_emails"]]


def test_a_painter_never_given_charts_stops_with_the_run():
    workers = ChartWorkers(2)
    process = workers._process
    workers.close()
    assert workers._process is None
    if process is not None:
        assert not process.is_alive()


def test_painters_only_beside_a_free_cpu(monkeypatch):
    monkeypatch.delenv("KIRANA_REPORT_WORKERS", raising=False)
    assert default_workers(cpus=2, load=0.3) == 2 and default_workers(cpus=8, load=3.0) == 2
    assert default_workers(cpus=2, load=1.8) == 0  # the other jobs hold a core: the month needs the other
    assert default_workers(cpus=2, load=1.0) == 2  # mostly the last run's own minute: a core is free
    assert default_workers(cpus=1, load=0.0) == 0
    monkeypatch.setenv("KIRANA_REPORT_WORKERS", "3")
    assert default_workers(cpus=2, load=5.0) == 2 and default_workers(cpus=4, load=5.0) == 3
    monkeypatch.setenv("KIRANA_REPORT_WORKERS", "0")
    assert default_workers(cpus=8, load=0.0) == 0
