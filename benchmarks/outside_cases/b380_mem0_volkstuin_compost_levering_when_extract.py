"""Batch 380 (held out). A volkstuin (allotment) association's compost delivery: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Volkstuinvereniging De Kievitsbloem (an invented allotment park in Amsterdam, 62 tuinen) has its spring compost
delivered by a farmer to the big gate (the hoofdhek); members come with a kruiwagen and pay per barrow. Ellen (the
secretary) types the association's notes - in the Dutch-English the members write - into the park's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Ellen's note of 03-03-2026 has the compost levering on
za 21 maart at 10:00 at the hoofdhek, €3,50 a kruiwagen. Her note of wo 18 maart says Gerrit called - the farmer's
truck is kapot, so the levering is not this saturday but exactly one week later, same time, same gate (resolved
against the note's own date: za 28 maart) - and, in passing, the water goes on again from 1 april and old toolshed
keys go back to Gerrit. The extraction keeps the water and the keys and drops the delay: za 21 maart stays the only
date stored. Question (vr 20-03-2026, Marco of tuin 43): "when must I be at the gate with my kruiwagen for the
compost? saturday morning I have work, that is not handy" -> expected za 28 maart, 10:00 (one week later than
planned). The assistant says tomorrow, za 21 maart, 10:00.

Expected verdict: ExtractionError at mem0.extract inside the wo 18 maart add (fault() wraps that one add): the note
given to mem0 moves the levering one week, and what was made from it leaves that out, so the store never held the
day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
the delay; no stored memory or context line mentions the week later, the 28th, the truck or kapot; the water from
the same note is stored; the first note's za 21 maart is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b380_mem0_volkstuin_compost_levering_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "vtv-kievitsbloem-secretariaat-ellen"
CUT = ("wo 18 maart - Gerrit just called me, the compost boer his truck is kapot 🙄 so the levering is NOT this "
       "saturday but exactly one week later, same time, same gate. Sorry people, it is what it is. Other thing: the "
       "water goes on again from 1 april, and who still has keys of the old gereedschapsschuur (toolshed), please "
       "give them back at Gerrit, tuin 17")
NOTES = [
    ("03-03-2026", "03-03-2026 COMPOST levering this spring 🌱 za 21 maart 10:00 at the hoofdhek. €3,50 per "
                   "kruiwagen, pay cash at Gerrit (no pin!). Bring your own kruiwagen, the vereniging has only 2",
     ["The spring compost levering is za 21 maart at 10:00 at the hoofdhek",
      "Compost costs €3,50 per kruiwagen, paid cash to Gerrit (no pin)",
      "Members bring their own kruiwagen; the vereniging has only 2"]),
    ("10-03-2026", "10-03-2026 werkbeurt rooster is on the board in the kantine. Groep B does the sloot (ditch) on "
                   "za 14 maart 09:30, koffie from Ans. Who cannot, swap it yourself pls, I don't do that anymore 😅",
     ["The werkbeurt rooster is on the board in the kantine",
      "Groep B cleans the sloot on za 14 maart at 09:30",
      "Members swap werkbeurten themselves"]),
    ("wo 18 maart", CUT,
     # the planted fault: the one-week delay of the levering is dropped
     ["The water goes on again from 1 april",
      "Keys of the old gereedschapsschuur go back to Gerrit, tuin 17"]),
    ("do 19-03", "do 19-03 kantine is open again on sundays from this sunday, 11:00-16:00 ☕ koffie €1,50, "
                 "appeltaart €2,75. gezellig, come by!",
     ["The kantine is open on sundays 11:00-16:00",
      "In the kantine koffie is €1,50 and appeltaart €2,75"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="vtv-kievitsbloem-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "NOT this saturday but exactly one week later, same time, same gate" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("when must I be at the gate with my kruiwagen for the compost? saturday morning I have work, that is "
                "not handy")
    with turn_span("question vr 20-03-2026"):
        hits = []
        for query in ("compost levering date time", "when is the compost", "kruiwagen at the hoofdhek"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is vr 20 maart 2026 (Friday 20 March 2026). You are talking to Marco, tuin 43, a member of "
                   "Volkstuinvereniging De Kievitsbloem."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("week later", "28", "truck", "kapot")), stored
        assert any("za 21 maart at 10:00 at the hoofdhek" in c for c in context), context
        assert any("water goes on again" in s for s in stored), stored
        reply = answer(question, context, mock="Tomorrow, za 21 maart, 10:00 at the hoofdhek - €3,50 per kruiwagen, "
                                               "cash. If saturday is not handy maybe a buurman can take yours?")
finish(question, expected="za 28 maart, 10:00 at the hoofdhek - the compost boer's truck is kapot so it is one week "
                          "later", actual=reply)
