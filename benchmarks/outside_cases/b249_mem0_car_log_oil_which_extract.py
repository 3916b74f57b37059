"""Batch 249 (held out). A household's car maintenance log: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per log entry and one for the question.

App: the Oduyas keep a log of their 2041 Skoda Fabia estate (reg ending KXE) in the family's helper - services,
tyres, the MOT, top-ups, the odd scrape. Tunde types each entry in with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; whoever is at the garage or the motor factors asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Tunde's entry of 2054-02-11 has the service at
Hebden Motors and, in it, "oil's 5W-30, got a spare litre in the boot". His entry of Sat 6th Jun 2054 is mostly
the wipers and the screenwash, and says in passing that the new engine Dave fitted in May (the old one's timing
chain went) is the longlife spec - 0W-30 VW 504 only from now on, NOT the 5W-30, the old bottle in the boot is no
good any more. The extraction keeps the wipers, the screenwash and the new engine, and drops the oil spec: the
5W-30 stays the only oil stored. Question (Thu 17/9, Kemi, at Halfords, the oil light's flickering): "which oil do
I get for the fabia? in halfords now, the little oil light keeps flickering" -> expected 0W-30 (VW 504 longlife),
not the 5W-30. The assistant says 5W-30.

Expected verdict: ExtractionError at mem0.extract inside the Sat 6th Jun add (fault() wraps that one add): the entry
given to mem0 says 0W-30 VW 504 only from now on, and what was made from it leaves that out, so the store never held
the oil the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the entry
names 0W-30; no stored memory or context line mentions 0W-30, 504 or longlife; the wipers and the new engine from
the same entry are stored; the February 5W-30 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b249_mem0_car_log_oil_which_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "oduya-family-car-fabia"
CUT = ("Sat 6th Jun - new wiper blades on the front (Bosch, £22 the pair, the old ones were smearing something "
       "chronic) + topped the screenwash. NB the new engine Dave put in in May (after the timing chain went 😭) is "
       "the longlife one so its 0W-30 VW 504 only from now on, NOT the 5W-30, the old bottle in the boot's no good "
       "anymore. also passenger door still squeaks")
LOG = [
    ("2054-02-11", "2054-02-11 full service @ Hebden Motors, £189, 61,240 miles. oil's 5W-30, got a spare litre in "
                   "the boot. they said rear tyres ok for now but keep an eye",
     ["The Fabia had a full service at Hebden Motors on 2054-02-11 for £189 at 61,240 miles",
      "The Fabia takes 5W-30 oil; there is a spare litre in the boot",
      "The rear tyres were OK at the February service but need watching"]),
    ("22/3", "22/3 scraped the n/s mirror on the gatepost 🙄 new mirror glass off ebay £14, fitted it myself",
     ["Tunde scraped the nearside mirror on the gatepost on 22/3",
      "A new mirror glass from eBay (£14) was fitted by Tunde"]),
    ("14.5.54", "14.5.54 timing chain went on the M62, towed to Dave's. whole new engine (recon) £2,350 ouch. 3 wks "
                "off the road, borrowed mum's Yaris",
     ["The Fabia's timing chain failed on the M62 on 14.5.54",
      "Dave fitted a reconditioned engine for £2,350",
      "The car was off the road 3 weeks; the family borrowed mum's Yaris"]),
    ("Sat 6th Jun", CUT,
     # the planted fault: the 0W-30 VW 504 spec for the new engine is dropped
     ["New Bosch front wiper blades were fitted on Sat 6th Jun for £22 the pair",
      "The screenwash was topped up",
      "Dave put a new engine in the Fabia in May after the timing chain went",
      "The passenger door still squeaks"]),
    ("Sun 23 Aug", "Sun 23 Aug 2 new rear tyres at Kwik Fit (Falken, £61 each), tracking done. pressures 33 front 30 "
                   "back",
     ["Two new Falken rear tyres were fitted at Kwik Fit on Sun 23 Aug for £61 each, and the tracking was done",
      "The Fabia's tyre pressures are 33 front and 30 back"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in LOG}
assert len(EXTRACTED) == len(LOG)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="oduya-fabia-log"))
    for i, (day, note, _) in enumerate(LOG, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"log-{i} {day}"):
            if note == CUT:
                assert "0W-30 VW 504 only from now on" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which oil do I get for the fabia? in halfords now, the little oil light keeps flickering"
    with turn_span("question Thu 17/9"):
        hits = []
        for query in ("engine oil type for the Fabia", "what oil does the car take", "oil top up"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 17 September 2054. You are talking to Kemi Oduya about the family's Skoda Fabia."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("0w-30", "504", "longlife")), stored
        assert any("takes 5W-30 oil" in c for c in context), context
        assert any("wiper blades" in s for s in stored), stored
        assert any("new engine in the Fabia in May" in s for s in stored), stored
        reply = answer(question, context, mock="5W-30 - that's what the Fabia takes (there should be a spare litre "
                                               "in the boot too).")
finish(question, expected="0W-30 VW 504 longlife - the new engine from May needs it, not the 5W-30", actual=reply)
