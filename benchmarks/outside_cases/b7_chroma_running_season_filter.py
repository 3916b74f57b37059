"""Batch 7 — a running coach's training diary on chromadb, script style.

App: a coaching app stores each diary entry of an athlete in chroma with ``{"athlete", "date", "ts"}`` metadata
(``ts`` = the entry's day as a Unix timestamp). Questions are answered from a query scoped to the athlete and, by a
default the app adds to every query, to "this season": ``ts >= 1 January 2025``.

Fault (a retrieval with a wrong filter): the knee injury was logged on 14 December 2024, before the season cut-off,
so the season filter removes it from every query.

Question: "Which came first: my knee injury or my half-marathon PB?" — label "The knee injury (14 December 2024)
came first". The coach answers that the PB came first and no knee injury is logged before it.

Expected verdict: RetrievalError at the ``chroma.query`` (wrapped in ``fault()``), filtered by scope: the injury entry
was written and never changed or deleted.
"""
from __future__ import annotations

from datetime import datetime, timezone

import common
from common import answer, fault, finish, setup

NAME = "b7_chroma_running_season_filter"
ATHLETE = "ath-0192"
ENTRIES = [
    ("2024-11-23", "Cross-country league race at Bramley, 8 km in 36:40, muddy."),
    ("2024-12-14", "Twisted my left knee on the trail at Ilkley; physio says three weeks off running, knee injury."),
    ("2025-01-18", "Back to running: easy 5 km, knee felt fine."),
    ("2025-03-09", "Half-marathon PB at the Wetherby Half: 1:48:20."),
    ("2025-03-30", "Recovery week after the half, two easy 6 km runs."),
]
SEASON_START = int(datetime(2025, 1, 1, tzinfo=timezone.utc).timestamp())
QUESTION = "Which came first: my knee injury or my half-marathon PB?"
EXPECTED = "The knee injury (14 December 2024) came first"


def ts(day: str) -> int:
    return int(datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp())


def main() -> None:
    setup(NAME, ["chromadb", "litellm"])
    import chromadb

    from memtrace_otel import offline

    diary = chromadb.EphemeralClient().create_collection("diary",
                                                         embedding_function=offline.chroma_embedding_function())
    diary.add(ids=[f"{ATHLETE}-{d}" for d, _ in ENTRIES], documents=[t for _, t in ENTRIES],
              metadatas=[{"athlete": ATHLETE, "date": d, "ts": ts(d)} for d, _ in ENTRIES])

    with fault():  # the fault: the app's default "this season" filter
        found = diary.query(query_texts=[QUESTION], n_results=4,
                            where={"$and": [{"athlete": ATHLETE}, {"ts": {"$gte": SEASON_START}}]})
    context = [f"{m['date']}: {d}" for d, m in zip(found["documents"][0], found["metadatas"][0])]
    assert not any("Twisted my left knee" in c for c in context)  # the fault happened
    assert any("1:48:20" in c for c in context)
    reply = answer(QUESTION, context, mock="Your half-marathon PB (1:48:20 on 9 March 2025) came first - I don't "
                                           "see a knee injury logged before it.")
    finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
