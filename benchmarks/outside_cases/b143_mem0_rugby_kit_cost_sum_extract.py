"""Batch 143 (held out). A junior rugby club's kit notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Sam is junior section secretary at Luddenden Foot RUFC (minis and juniors, U7 to U14) and types the section's
notes - kit, the minibus, festivals - into the club's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; parents ask it things when the kit order opens.

Planted fault (ExtractionError, omitted at extraction): Sam's note of 14/3 has next season's kit prices from
Kitlocker - match shirt £22, shorts £12, socks £6 (U7-U9 only need shirt and socks). His note of 22.3. says Kitlocker
have put the socks up to £8, that the committee agreed last night the new navy quarter-zip training top (£18) is
compulsory from U10 up - the coaches are sick of 15 different colours on a Sunday morning - and, in passing, that the
minibus passed its MOT with an advisory on the back tyres. The extraction keeps the socks and the MOT and drops the
training top. Question (Tue 14/4, Nicola, whose son Alfie is going up to the U11s): "how much is the full kit for
alfie? he's going up to U11s in sept, want to get it ordered before the 30th" -> expected £60 (shirt £22, shorts
£12, socks £8 and the compulsory £18 training top). The assistant says £42.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 makes the training top part of the kit, and no memory made from it says so, while the socks price and the MOT
from the same note were kept; the search and the answer then worked on what was stored. Asserted: the note has the
compulsory £18 top; no stored memory or context line mentions a training top, a quarter zip or £18; the 14/3 prices
and the socks and MOT lines from the 22.3. note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b143_mem0_rugby_kit_cost_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ludd-foot-juniors-sam"
TOP = ("Kitlocker have put socks up to £8 (cotton prices apparently, not my fault). cttee agreed last nite the new "
       "training top - navy quarter zip, £18 - is compulsory from U10 up, coaches sick of 15 diff colours on a sunday "
       "morning. oh + minibus passed its MOT!! 1 advisory on the back tyres")
NOTES = [
    ("14/3", "KIT next season from Kitlocker: match shirt £22, shorts £12, socks £6. U7-U9 shirt + socks only, own "
             "shorts. orders in by 30/4, size nite at the clubhouse sun 19th after training",
     ["Next season's kit from Kitlocker: match shirt £22, shorts £12, socks £6",
      "U7 to U9 players only need the shirt and socks; they wear their own shorts",
      "Kit orders are due by 30 April; size night at the clubhouse on Sunday 19th after training"]),
    ("22.3.", TOP,
     # the planted fault: the compulsory £18 training top from U10 up is dropped; the socks and the MOT are kept
     ["Kitlocker have put the socks up to £8",
      "The club minibus passed its MOT with one advisory on the back tyres"]),
    ("Weds 8 Apr", "U11s festival at Old Brodleians sat 2nd may, minibus off from the club 8.15, Kev driving. "
                   "headguards optional still, Lisa has a box of spares. sponsor logo (Calder Glazing) going on the "
                   "back of the shirts, no extra cost",
     ["The U11s festival at Old Brodleians is on Saturday 2 May; the minibus leaves the club at 8.15, Kev driving",
      "Headguards are optional; Lisa has a box of spares",
      "Calder Glazing's sponsor logo is going on the back of the shirts at no extra cost"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ludd-foot-juniors"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == TOP:
            assert "compulsory" in note and "£18" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("how much is the full kit for alfie? he's going up to U11s in sept, want to get it ordered before "
                "the 30th")
    hits = []
    for query in ("kit prices match shirt shorts socks", "training top compulsory U10 and up",
                  "socks price minibus MOT"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 14 April 2037. You are talking to Nicola, whose son Alfie goes up to the U11s at "
               "Luddenden Foot RUFC in September."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("match shirt £22, shorts £12" in c for c in context), context
    assert any("socks up to £8" in c for c in context) and any("MOT" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("training top", "quarter zip", "£18",
                                                                        "compulsory")), stored
    reply = answer(question, context, mock="£42 - the match shirt is £22, shorts £12 and socks £8.")
finish(question, expected="£60 - shirt £22, shorts £12, socks £8 and the £18 training top, compulsory from U10 up",
       actual=reply)
