"""Batch 7 — a wedding planner on a LangGraph store, two worker threads, script style.

App: a wedding-planning assistant keeps one record per vendor in a LangGraph ``InMemoryStore`` (namespace
``("wedding", "okafor-lindqvist", "vendors")``), a dict with a human-readable ``note`` plus structured fields. Two
background workers run on a ``ThreadPoolExecutor`` after the RSVP deadline: the *RSVP sync* sets the caterer's
headcount from the final RSVPs, and the *dietary notes* worker adds the dietary counts to the caterer's record.
Each does read -> modify -> ``store.put`` of the whole value.

Fault (a lost update, stale and new merged): the dietary worker read the caterer record (headcount 96) before the
RSVP sync wrote headcount 112; it then puts its copy back with the new dietary fields, so the value now merges the
fresh dietary counts with the stale headcount and note.

Question: "How many covers is Fig & Thistle cooking for?" — label "112". The assistant answers 96.

Expected verdict: UpdateError at the dietary worker's ``langgraph.store.put`` (wrapped in ``fault()`` inside its
thread): it overwrote the version holding 112 with one holding 96; the final get read that version.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import common
from common import answer, fault, finish, setup

NAME = "b7_langgraph_wedding_threads_merge"
NS = ("wedding", "okafor-lindqvist", "vendors")
CATERER = {"vendor": "Fig & Thistle Catering", "headcount": 96,
           "note": "Fig & Thistle Catering: three-course sit-down dinner for 96 covers at Hollins Barn on "
                   "Saturday 13 June; final numbers due 14 days before."}
QUESTION = "How many covers is Fig & Thistle cooking for?"
EXPECTED = "112"


def render(value: dict) -> str:
    extra = f" Dietary: {value['dietary']}." if value.get("dietary") else ""
    return f"{value['note']} (headcount field: {value['headcount']}).{extra}"


def main() -> None:
    setup(NAME, ["langgraph_store", "litellm"])
    from langgraph.store.memory import InMemoryStore

    store = InMemoryStore()
    store.put(NS, "caterer", CATERER)
    store.put(NS, "florist", {"vendor": "Wild Stems", "note": "Wild Stems: 11 table centrepieces, bridal bouquet "
                                                            "in white and sage."})
    dietary_has_read, rsvp_done = threading.Event(), threading.Event()

    def rsvp_sync() -> None:
        dietary_has_read.wait(10)
        value = dict(store.get(NS, "caterer").value)
        value["headcount"] = 112
        value["note"] = value["note"].replace("96 covers", "112 covers")
        store.put(NS, "caterer", value)
        rsvp_done.set()

    def dietary_notes() -> None:
        value = dict(store.get(NS, "caterer").value)  # read before the RSVP sync writes
        dietary_has_read.set()
        rsvp_done.wait(10)
        value["dietary"] = "14 vegetarian, 3 coeliac, 1 nut allergy"
        with fault():  # the fault: the whole stale copy is put back
            store.put(NS, "caterer", value)

    with ThreadPoolExecutor(max_workers=2) as pool:
        jobs = [pool.submit(rsvp_sync), pool.submit(dietary_notes)]
        for job in jobs:
            job.result()

    item = store.get(NS, "caterer")
    context = [render(item.value)]
    assert item.value["headcount"] == 96 and "112" not in context[0]  # the fault happened
    assert "nut allergy" in context[0]  # the dietary worker's write is the one that stands
    reply = answer(QUESTION, context, mock="Fig & Thistle are cooking for 96 covers.")
    finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
