"""Batch 61 (held out). A village pantry's delivery round: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gwen coordinates the Hinton Pantry (a food pantry in the old chapel, Hinton Charterhouse): boxes packed Wed
night, the delivery round goes out Thursdays. She dictates notes about customers, orders and drivers into mem0 with
``memory.add(messages, user_id="hinton-pantry", metadata={"date": ...})`` and the assistant answers the drivers
from mem0's search. Nine notes, Sept - Oct 2027.

Planted fault (ExtractionError, omitted at extraction): on 5/10 Gwen notes "Mr Jenkins (4 Mill Ln) - on dialysis
tues + thurs at the RUH now, hospital car picks him up 8ish, back about 2, so on thurs do his box LAST, after 2.30,
or leave it w Sue at no.14 (she's got a key). also he's up to 2 loaves + the big milk from this wk". The extraction
keeps his address and the bigger order and drops the dialysis days, the after-2.30 drop and Sue. The round note
says boxes go out 9.30 till about 12. Question (Thu 14/10, Dave, a new driver): "what time can I drop Mr Jenkins'
box today?" -> expected after half two. The assistant says any time on the morning round.

Expected verdict: ExtractionError at mem0.extract inside the 5/10 add (fault() wraps that one add). Asserted: the
note says after 2.30; no stored memory mentions dialysis, 2.30 or Sue, while the 2 loaves from the same note are in
the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b61_mem0_pantry_dialysis_drop_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hinton-pantry"
JENKINS = ("Mr Jenkins (4 Mill Ln) - on dialysis tues + thurs at the RUH now, hospital car picks him up 8ish, back "
           "about 2, so on thurs do his box LAST, after 2.30, or leave it w Sue at no.14 (she's got a key). also "
           "he's up to 2 loaves + the big milk from this wk")
NOTES = [
    ("2027-09-02", "round's thurs as always, boxes out 9.30 till about 12, 14 drops this wk. Bill + the van, me "
                   "in the Berlingo if it's more than 15",
     ["The delivery round is on Thursdays, boxes go out from 9.30 until about 12",
      "Bill drives the van on the round; Gwen helps in her Berlingo if there are more than 15 drops"]),
    ("9/9/27", "Mrs Okafor - no tinned fish pls (allergy!!), extra nappies size 4 for the baby",
     ["Mrs Okafor must not get tinned fish because of an allergy",
      "Mrs Okafor needs size 4 nappies for the baby"]),
    ("Sept 16", "new customer: the Hendersons at Yew Tree Cottage, family of 5, referred by the school. gate's stiff "
                "lift + push",
     ["New customers: the Hendersons at Yew Tree Cottage, a family of five referred by the school"]),
    ("2027-09-23", "Dave (retired postie) is joining the drivers from Oct, he knows every lane, has his own estate "
                   "car",
     ["Dave, a retired postman, joins the drivers from October with his own estate car"]),
    ("30th Sep", "Tesco surplus now comes Weds 4pm not mornings, need 2 people to unload",
     ["Tesco surplus arrives on Wednesdays at 4pm and needs two people to unload"]),
    ("2027-10-05", JENKINS,
     # the planted fault: the dialysis days, the after-2.30 drop and Sue are not extracted
     ["Mr Jenkins lives at 4 Mill Lane",
      "Mr Jenkins' order is 2 loaves and the big milk from this week"]),
    ("7.10.27", "Bill's van failed its MOT (brakes) - Dave doing the round in his estate next 2 thurs, keys to the "
                "chapel in the usual place",
     ["Bill's van failed its MOT; Dave does the round in his estate car for the next two Thursdays"]),
    ("2027-10-08", "mrs O says thank you for the birthday cake for her little one, so sweet",
     ["Mrs Okafor thanked the pantry for the birthday cake"]),
    ("Oct 12", "drivers - tick the sheet + put it back in the blue folder, I'm losing track of who got what",
     ["Drivers should tick the delivery sheet and put it back in the blue folder"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hinton-pantry"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == JENKINS:
                assert "after 2.30" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time can I drop Mr Jenkins' box today?"
    with turn_span("question Thu 14/10"):
        hits = []
        for query in (question, "Mr Jenkins Mill Lane box delivery time", "Thursday round times"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 14 October 2027. You are talking to Dave, who is doing the round."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("2 loaves and the big milk" in c for c in context), context
        assert any("from 9.30 until about 12" in c for c in context), context
        assert not any("dialysis" in s or "2.30" in s or "Sue" in s for s in stored + context), stored
        reply = answer(question, context, mock="Any time on the round - boxes go out from 9.30 till about 12, he's "
                                               "at 4 Mill Lane (2 loaves + the big milk now).")
finish(question, expected="not till after half two - he's at the hospital till about 2", actual=reply)
