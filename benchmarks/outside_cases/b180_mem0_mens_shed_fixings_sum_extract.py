"""Batch 180 (held out). A men's shed's bench-building day: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dawley Men's Shed are building four benches for the memorial garden on Sat 25th April 2043 - treated larch from
Jewson's, the lads' own tools, Brenda's stew for lunch - and claiming the materials back from a Rotary grant. Ray
(the shed's chair) types his notes into the shed's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; Dennis (treasurer) asks it things when he does the paperwork.

Planted fault (ExtractionError, a fact dropped at extraction): Ray's first note (2043-03-02T19:40) has Jewson's quote
for the timber, £186. His note of Tue 24th Mar says the timber came in and Jewson's knocked it down to £164 as we're a
charity, plus £38 of coach bolts and wood screws from Toolstation on the shed card, and who's bringing which tools.
The extraction keeps the timber at £164 and the tools line and drops the £38 of fixings. Question (Thurs 30/4,
Dennis): "how much did the timber + fixings come to in the end? putting the claim in to the Rotary" -> expected £202
(£164 timber + £38 bolts and screws). The assistant says £164 - the timber, down from the £186 quote.

Expected verdict: ExtractionError at mem0.extract inside the Tue 24th Mar add (fault() wraps that one add): the note
handed to mem0 has the £38 of bolts and screws, and what was made from it leaves it out, so the store never held the
figure the sum needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has
"£38 of coach bolts"; no stored memory or context line mentions £38, Toolstation, bolts or screws; the £164 timber
line from the same note and the first note's £186 quote are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b180_mem0_mens_shed_fixings_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dawley-shed-ray"
DELIVERY = ("timber came in today 🪵 Jewson's knocked it down to £164 as we're a charity!! + £38 of coach bolts + "
            "wood screws from Toolstation on the shed card. Mick's bringing his mitre saw + the big clamps, Alan the "
            "router. need to sand the seat slats b4 the day")
NOTES = [
    ("2043-03-02T19:40", "bench day sat 25th april 🪚 4 benches for the memorial garden. Jewson's quote for the timber "
                         "£186 (treated larch, 4x2 for the frames + 6x2 for the seats). Rotary said they'd cover "
                         "materials, keep receipts!!",
     ["Bench day is Sat 25 April: 4 benches for the memorial garden",
      "Jewson's quoted £186 for the timber (treated larch)",
      "The Rotary will cover the cost of materials; receipts to be kept"]),
    ("Tue 24th Mar", DELIVERY,
     # the planted fault: the £38 of bolts and screws from Toolstation never makes it into memory
     ["Timber arrived from Jewson's, £164 after a charity discount",
      "Mick is bringing his mitre saw and the big clamps; Alan is bringing the router",
      "Seat slats need sanding before the day"]),
    ("16th april", "stain - Sadlers have given us 2 tins of the dark oak, nowt to pay 👍 Legion are paying the "
                   "engravers for the brass plaques direct, so not on our claim",
     ["Sadlers donated 2 tins of dark oak wood stain, free",
      "The British Legion is paying the engravers for the brass plaques directly"]),
    ("Weds 22 Apr", "lunch on the day - Brenda's stew + crusty cobs, 12 of us, £3 each in the tin. start 8.30ish, "
                    "done by 3 hopefully",
     ["Lunch on bench day: Brenda's stew and crusty cobs, £3 each, 12 people",
      "Bench day starts about 8.30am, aiming to finish by 3pm"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dawley-shed-2043"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == DELIVERY:
                assert "£38 of coach bolts" in note and "£164" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much did the timber + fixings come to in the end? putting the claim in to the Rotary"
    with turn_span("question Thurs 30/4"):
        hits = []
        for query in ("timber cost", "fixings bolts screws", "materials for the Rotary claim", "receipts"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thurs 30 April 2043. You are talking to Dennis, treasurer of Dawley Men's Shed; bench "
                   "day was Sat 25 April."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context
                       for w in ("£38", "toolstation", "bolt", "screw")), stored
        assert any("£164 after a charity discount" in c for c in context), context
        assert any("quoted £186" in c for c in context), context
        reply = answer(question, context, mock="£164 - that's the timber from Jewson's, they knocked it down from the "
                                               "£186 quote.")
finish(question, expected="£202 - £164 for the timber + £38 of coach bolts and screws from Toolstation", actual=reply)
