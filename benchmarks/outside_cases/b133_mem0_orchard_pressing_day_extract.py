"""Batch 133 (held out). A community orchard's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Ellie runs the Ashcombe Community Orchard volunteers and types her notes (picking, the cold store, the pressing
day, bottles and labels) into the orchard's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
the volunteers ask it things.

Planted fault (ExtractionError, omitted at extraction): Ellie's note of 14/9 has the juice pressing day on sat 10th
oct at the orchard barn, 10-3, with Mike bringing the big press borrowed from the Transition lot. Her note of 29.9.
says Mike's just heard the Transition lot want the press back for their own apple day on the 10th, so we're pressing
sun 11th, same times; in the same note, the wasps have had most of the plums (not worth picking) and Jo's got 40
bottles from the Fox that need a wash. The extraction keeps the plums and Jo's bottles and drops the move to Sunday
11th. Question (Mon 5/10, Dev, a volunteer): "what day's the pressing? need to book it off work" -> expected Sunday
11th October (the Transition lot need the press back on the sat). The assistant says Saturday 10th.

Expected verdict: ExtractionError at mem0.extract inside the 29.9. add (fault() wraps that one add): the note handed
to mem0 moved the pressing to Sunday 11th and no memory made from it says so, while the other two facts from the
same note were kept; the searches and the answer then worked on what was stored. Asserted: the note says sun 11th;
no stored memory or context line mentions Sunday or the 11th; the 14/9 line (Saturday 10 October) and the plums and
bottles lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b133_mem0_orchard_pressing_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashcombe-orchard-ellie"
MIKE = ("Mike's just heard the Transition lot want their press back for their own apple day on the 10th, typical - "
        "so we're pressing sun 11th now, same times 10-3. wasps have had most of the plums, not worth picking, "
        "leave them. Jo's got 40 bottles off the Fox, they need a good wash first")
NOTES = [
    ("14/9", "PRESSING DAY sat 10th oct at the orchard barn 10-3!! Mike's borrowing the big press off the Transition "
             "lot. everyone bring bottles + the 5L bag-in-boxes if you've got them. soup at 1",
     ["The juice pressing day is Saturday 10 October at the orchard barn, 10-3; Mike is borrowing the big press from "
      "the Transition group",
      "Volunteers should bring bottles and 5L bag-in-box bags to the pressing; soup at 1pm"]),
    ("Weds 23 Sep", "picked the bramleys + discovery, 14 crates in Ellie's cold store. egremonts not ready, another "
                    "wk or so. the ladder with the dodgy foot is NOT to be used",
     ["14 crates of Bramley and Discovery apples were picked and are in Ellie's cold store",
      "The Egremont Russets need about another week; the ladder with the dodgy foot must not be used"]),
    ("29.9.", MIKE,
     # the planted fault: the move of the pressing to Sunday 11th is dropped; the other two facts are kept
     ["The wasps have had most of the plums, so they are not worth picking",
      "Jo has 40 bottles from the Fox pub which need washing before the pressing"]),
    ("Fri 2nd Oct", "egremonts in, 6 crates. labels printed, £3 a bottle, proceeds to tree guards for the new whips. "
                    "need 2 ppl on the till at the pressing",
     ["6 crates of Egremont Russets were picked",
      "Juice will sell at £3 a bottle, with the money going to tree guards for the new whips; two people are needed "
      "on the till at the pressing"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashcombe-orchard"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MIKE:
                assert "pressing sun 11th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the pressing? need to book it off work"
    with turn_span("question Mon 5/10"):
        hits = []
        for query in ("juice pressing day date barn", "Mike press Transition", "plums wasps bottles Fox"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 5 October 2037. You are talking to Dev, a volunteer at Ashcombe Community Orchard."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Saturday 10 October" in c for c in context), context
        assert any("plums" in c for c in context) and any("40 bottles" in c for c in context), context
        assert not any("Sunday" in s or "11" in s or "apple day" in s for s in stored + context[1:]), stored
        reply = answer(question, context, mock="Saturday 10th October, 10-3 at the orchard barn - soup at 1.")
finish(question, expected="Sunday 11th October, 10-3 - the Transition lot want their press back for the Saturday",
       actual=reply)
