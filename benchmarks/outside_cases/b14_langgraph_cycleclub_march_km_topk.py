"""Batch 14 (held out). Cycling club's ride-log assistant: LangGraph InMemoryStore with offline embeddings, asyncio
(``aput`` / ``asearch``), script style.

App: after each club run the ride captain posts a short report; the club's bot stores it in namespace
("rides", "2026") with value {"text", "month", "kind"} (kind = "club_run", "social" or "notice"). Members ask the
bot; it runs ``asearch`` with a filter on the month and the kind and ``limit=3`` (the default the bot's author chose
for "a few relevant reports") and answers with litellm.

Planted fault (RetrievalError, ranked below the limit): March 2026 had FOUR Sunday club runs, each its own report:
1 Mar 62 km, 8 Mar 48 km (cut short, hail), 15 Mar 75 km, 29 Mar 54 km (22 Mar was cancelled, written as a notice).
Question: "How many km did the Sunday club runs cover in March altogether?" -> expected "239 km over four runs". The
filtered search with limit=3 returns three of the four reports and the assistant adds those three.

Expected verdict: RetrievalError at the answer's langgraph.store.search (fault() wraps that asearch). Asserted: four
club_run records for March are stored and match the filter; the context holds three of them. Another reading: none
that we see -- the filter is right, only the limit cuts; the model added what it was given correctly.
"""
from __future__ import annotations

import asyncio
import re

from common import answer, fault, finish, setup

setup("b14_langgraph_cycleclub_march_km_topk", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("rides", "2026")
REPORTS = {
    "run-2026-02-22": ("2026-02", "club_run", "Sun 22/2 club run: 57 km to Hatherley & back, 14 riders, café stop "
                                              "at the Old Forge, avg 24.1 km/h. Capt. Marek."),
    "run-2026-03-01": ("2026-03", "club_run", "Sunday 1st March club run - 62 km, the Wolds loop, 11 out, 1 puncture "
                                              "(Jas), coffee at Pillar Box. Capt. Marek."),
    "run-2026-03-08": ("2026-03", "club_run", "Club run 08.03: cut short at 48 km, hail on Beacon Hill so we came "
                                              "back via the canal path. 9 riders. Capt. Lou."),
    "run-2026-03-15": ("2026-03", "club_run", "15/3 Sunday club run: 75 km, first long one of the year, out to "
                                              "Stow and back, 16 riders, avg 25.3. Capt. Marek."),
    "notice-2026-03-22": ("2026-03", "notice", "No club run Sun 22 Mar - Mothering Sunday + the sportive closes "
                                               "the lanes. Back next week."),
    "run-2026-03-29": ("2026-03", "club_run", "Sun 29 Mar club run, 54 km, clocks went forward so only 8 of us at "
                                              "8.30! Rain from km 30. Capt. Lou."),
    "social-2026-03-21": ("2026-03", "social", "Sat 21/3 social ride, 25 km, kids & new members, ice creams at the "
                                               "lido."),
}
MARCH_KM = {"run-2026-03-01": 62, "run-2026-03-08": 48, "run-2026-03-15": 75, "run-2026-03-29": 54}


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    for key, (month, kind, text) in REPORTS.items():
        await store.aput(NS, key, {"text": text, "month": month, "kind": kind})

    question = "How many km did the Sunday club runs cover in March altogether?"
    flt = {"month": "2026-03", "kind": "club_run"}
    every = await store.asearch(NS, filter=flt, limit=50)
    assert sorted(h.key for h in every) == sorted(MARCH_KM), [h.key for h in every]
    with fault():
        hits = await store.asearch(NS, query=question, filter=flt, limit=3)
    context = [h.value["text"] for h in hits]
    assert len(context) == 3 and {h.key for h in hits} < set(MARCH_KM), [h.key for h in hits]
    got = [MARCH_KM[h.key] for h in hits]
    parts = " + ".join(f"{k} km" for k in got)
    reply = answer(question, context, mock=f"The March Sunday club runs covered {sum(got)} km altogether "
                                           f"({parts}, three runs).")
    assert re.search(r"\b239\b", reply) is None
    finish(question, expected="239 km over four runs", actual=reply)


asyncio.run(main())
