"""Batch 77 (held out). A small holiday let's changeovers: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jo lets Swallow Cottage (sleeps 4, Saturday changeovers) near Porlock. Her cleaners Dawn and Kelly turn it
round between guests. Jo types notes on her phone and each goes into mem0 with ``memory.add(messages,
user_id="swallow-cottage", metadata={"date": ...})``; mem0's LLM pulls out the facts. Seven notes, May - June 2033.

Planted fault (ExtractionError, omitted at extraction): Jo's note of 8/6 says "Okafors asked cd they stay on till
12 sat (the 11th), their lad's got a match at 10. said ok, £25, paid. the Greens emailed, getting in at 3 not 4,
long drive from Leeds + 2 dogs. pls tell D+K. also hot tub chem delivery thurs am". The extraction keeps the hot
tub delivery and the £25, and drops the 12 o'clock departure and the Greens' 3pm arrival. The standing note says
guests out by 10, new ones in from 4. Question (Thu 9/6, Dawn): "how long have me and Kelly got to turn it round on
Saturday?" -> expected 3 hours (12 till 3). The assistant says 6 hours, 10 till 4.

Expected verdict: ExtractionError at mem0.extract inside the 8/6 add (fault() wraps that one add). Asserted: the
note has the noon departure and the 3pm arrival; no stored memory has them, while the hot-tub delivery from the
same note and the standing times are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b77_mem0_holidaylet_turnround_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "swallow-cottage"
LATE = ("Okafors asked cd they stay on till 12 sat (the 11th), their lad's got a match at 10. said ok, £25, paid. "
        "the Greens emailed, getting in at 3 not 4, long drive from Leeds + 2 dogs. pls tell D+K. also hot tub chem "
        "delivery thurs am")
NOTES = [
    ("2033-05-02", "house rules for the welcome book: out by 10am on the sat, new guests from 4pm. key safe code "
                   "4471, changes every month. dogs max 2, not upstairs",
     ["Guests check out by 10am on Saturday and new guests arrive from 4pm",
      "The key safe code is 4471 and changes every month",
      "Maximum two dogs, not allowed upstairs"]),
    ("6th May", "Dawn + Kelly do the sat changeovers, £18/hr each, usually 3-4 hrs between them. Kelly brings the "
                "linen from Minehead Laundry",
     ["Dawn and Kelly do the Saturday changeovers at £18 an hour each",
      "Kelly brings the linen from Minehead Laundry"]),
    ("13.5.33", "wood burner glass cracked (!) - Mike the fireplace man coming tues 17th, £140 quote",
     ["The wood burner glass is cracked; Mike is coming on Tuesday 17 May, quote £140"]),
    ("2033-05-28", "Okafor family booked 4-11 June, 2 adults 2 kids, paid in full. they want the travel cot",
     ["The Okafor family are booked 4-11 June, two adults and two children, paid in full",
      "The Okafors want the travel cot"]),
    ("2/6", "Greens (Mr + Mrs + 2 dogs, cockapoos) 11-18 June. dog bowls + the old towels in the utility pls",
     ["The Greens, a couple with two cockapoos, are booked 11-18 June",
      "Put dog bowls and old towels in the utility for the Greens"]),
    ("8/6", LATE,
     # the planted fault: the noon departure and the 3pm arrival are dropped
     ["The Okafors paid £25", "Hot tub chemicals delivery on Thursday morning"]),
    ("June 8th pm", "4* review from the Bakers, moaned about the wifi in the back bedroom again. booster??",
     ["The Bakers left a 4 star review and complained about wifi in the back bedroom"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="swallow-cottage"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == LATE:
                assert "till 12 sat" in note and "getting in at 3" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how long have me and Kelly got to turn it round on Saturday?"
    with turn_span("question Thu 9/6"):
        hits = []
        for query in ("Saturday changeover check out arrive time", "Okafors leaving", "Greens arriving",
                      "Dawn Kelly changeover hours", "hot tub delivery"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 9 June 2033. You are talking to Dawn, one of the cleaners."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Hot tub chemicals" in c for c in context), context
        assert any("check out by 10am" in c for c in context), context
        assert not any("12" in s and "Okafor" in s and "stay" in s.lower() for s in stored + context), stored
        assert not any("3pm" in s or "at 3" in s or "noon" in s.lower() or "Leeds" in s for s in stored + context), \
            stored
        reply = answer(question, context, mock="Six hours - the Okafors are out by 10 and the Greens can't get in "
                                               "till 4.")
finish(question, expected="3 hrs, 12 till 3 - the Okafors are staying late and the Greens are early", actual=reply)
