"""Batch 214 (held out). A WI's jam and chutney competition: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Clunbury WI hold their jam and chutney competition on Sat 11th Sept 2049 in the village hall - five classes
(strawberry jam, any other jam, marmalade, chutney, lemon curd) plus a junior class, judging behind closed doors in
the morning, the hall open with teas from 2.30. Pat (the WI secretary) types the competition notes into the WI's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Pat's first note (2049-06-28T19:30) has the jams and
marmalade judged by Margaret Ellis and the chutneys and curds by Val Hughes, the county produce judge. Her note of
22.7. says Val's had to drop out (her daughter's due that week and she's going down to Bristol), so the chutneys and
curds are being done by the chef from the Crown at Munslow, Tom Baxter - Pat knows him from the pub quiz - and, in
passing, that entries close Thurs 9th at 5pm, £1 a jar, label on the side not the lid. The extraction keeps the
closing date, the fee and the label rule and drops the whole judge change: Val stays the only chutney judge stored.
Question (Fri 10/9, Carys, a new member entering her first chutney): "who's judging the chutneys tmrw? want to
know if they like it hot lol" -> expected Tom Baxter, the chef from the Crown at Munslow. The assistant says Val
Hughes, the county produce judge.

Expected verdict: ExtractionError at mem0.extract inside the 22.7. add (fault() wraps that one add): the note given
to mem0 puts the Crown's chef on the chutneys, and what was made from it leaves him (and Val's dropping out) out, so
the store never held the judge the answer needs; the search and the answer then worked faithfully on what was
stored. Asserted: the note says "done by the chef from the Crown"; no stored memory or context line mentions the
Crown, Tom Baxter, a chef or Val dropping out; the first note's Val Hughes line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b214_mem0_wi_chutney_judge_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clunbury-wi-pat"
SWAP = ("22.7. Val's had to drop out 😢 her daughter's due that wk + she's going down to Bristol, so the chutneys + "
        "curds are being done by the chef from the Crown at Munslow, Tom Baxter - I know him from the pub quiz, v "
        "fair. ALSO entries close thurs 9th 5pm, £1 a jar, label on the side not the lid pls!!")
NOTES = [
    ("2049-06-28T19:30", "JAM + CHUTNEY COMP 🍓 sat 11th sept, village hall. judging 10-12 (doors shut!), open to "
                         "all 2.30 w/ teas. classes: 1 strawberry jam, 2 any other jam, 3 marmalade (seville or "
                         "not, Jean!), 4 chutney, 5 lemon curd + junior class (under 12s, any jam). jams + marm "
                         "judged by Margaret Ellis, chutneys + curd by Val Hughes (county produce judge). rosette + "
                         "£5 for each 1st",
     ["The WI jam and chutney competition is on Sat 11 Sept 2049 in the village hall",
      "Judging is 10-12 with the doors shut; the hall opens to everyone at 2.30 with teas",
      "Classes: 1 strawberry jam, 2 any other jam, 3 marmalade, 4 chutney, 5 lemon curd, plus a junior class for "
      "under 12s",
      "Margaret Ellis judges the jams and the marmalade",
      "Val Hughes, the county produce judge, judges the chutneys and the lemon curd",
      "Each 1st prize gets a rosette and £5"]),
    ("14/7", "14/7 jars - plain 1lb jars only, no frilly tops/gingham. waxed disc + cellophane or a twist top. "
             "Sheila's got spares in her garage if anyone's short",
     ["Entries must be in plain 1lb jars with no frilly tops or gingham",
      "Jars need a waxed disc and cellophane or a twist top",
      "Sheila has spare jars in her garage"]),
    ("22.7.", SWAP,
     # the planted fault: Val dropping out and the Crown's chef (Tom Baxter) taking the chutneys are dropped
     ["Competition entries close on Thu 9 Sept at 5pm",
      "Entries cost £1 a jar",
      "Labels go on the side of the jar, not the lid"]),
    ("Tue 24th Aug", "Tue 24th Aug - teas: Brenda + Joan on the urn, scones from the thursday group, hamper raffle "
                     "£1 a strip. someone needs to do the prize cards - Ann??",
     ["Brenda and Joan are doing the tea urn",
      "The Thursday group are making the scones",
      "The hamper raffle is £1 a strip"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clunbury-wi-jam-2049"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "done by the chef from the Crown" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's judging the chutneys tmrw? want to know if they like it hot lol"
    hits = []
    for query in ("who is judging the chutneys", "chutney judge", "judges for the competition"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 10 Sept 2049. You are talking to Carys, a new Clunbury WI member entering her first "
               "chutney; the jam and chutney competition is Sat 11 Sept."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("crown", "baxter", "chef", "drop out", "bristol")), stored
    assert any("Val Hughes, the county produce judge, judges the chutneys" in c for c in context), context
    assert any("entries close" in s.lower() for s in stored), stored
    reply = answer(question, context, mock="Val Hughes - she's the county produce judge and does the chutneys and "
                                           "the lemon curd.")
finish(question, expected="Tom Baxter, the chef from the Crown at Munslow (Val's had to drop out, her daughter's due)",
       actual=reply)
