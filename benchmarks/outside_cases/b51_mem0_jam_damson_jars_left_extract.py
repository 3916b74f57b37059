"""Batch 51 (held out). A family's allotment-to-kitchen jam making: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: the Pritchards (Mum - Helen, Gran Val who has the allotment at Lower Wick, and Josh, 15, who does the labels
and the Facebook page) make jam from the allotment fruit and sell it at fetes and through a farm shop. Helen keeps a
jam diary with an assistant: every note goes in with ``memory.add(messages, user_id="pritchard-jam",
metadata={"date": ...})`` and mem0's LLM pulls the facts out. Nine notes, 9 Aug - 12 Sep 2026.

Planted fault (ExtractionError, omitted at extraction): on Sat 5/9 Helen notes: "pensax church fete - sold 23 jars
of the damson @ £3.50 (£80.50 in the tin, Gran counted it twice lol). Linda from Hillside farm shop came by the
stall and took a dozen to sell on sale or return, she'll settle up end of the month. rained from 2 so packed up
early". The extraction keeps the fete sale and the takings and drops the dozen Linda took. Question (Mon 14/9):
"how many jars of the damson have we actually got left in the shed?" -> expected 13 (48 made, 23 sold at the fete,
12 with the farm shop). The assistant says 25.

Expected verdict: ExtractionError at mem0.extract inside the 5/9 add (fault() wraps that one add). Asserted: the
note says a dozen went to Linda; no stored memory mentions Linda, Hillside or the dozen, while the 48 made and the
23 sold are in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b51_mem0_jam_damson_jars_left_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pritchard-jam"
FETE = ("pensax church fete - sold 23 jars of the damson @ £3.50 (£80.50 in the tin, Gran counted it twice lol). "
        "Linda from Hillside farm shop came by the stall and took a dozen to sell on sale or return, she'll settle "
        "up end of the month. rained from 2 so packed up early")
NOTES = [
    ("2026-08-09", "gooseberries finally picked, 4.2kg off Gran's 3 bushes, the sawfly got the 4th one. freezing "
                   "half for xmas",
     ["Picked 4.2kg of gooseberries from Gran's allotment bushes on 9 August", "Freezing half the gooseberries "
                                                                                "for Christmas"]),
    ("2026-08-15", "jars - got 60 of the 1lb ones off the WI lady for a fiver, + Josh found 2 boxes of lids in the "
                   "garage. need wax discs",
     ["Bought 60 1lb jars from the WI for £5", "Josh found two boxes of lids in the garage",
      "Need to buy wax discs"]),
    ("2026-08-22", "gooseberry + elderflower - 19 jars. set lovely, 8 mins rolling boil. Gran says less sugar next "
                   "time its too sweet",
     ["Made 19 jars of gooseberry and elderflower jam on 22 August; set after an 8-minute rolling boil",
      "Gran wants less sugar in the gooseberry jam next time"]),
    ("2026-08-29", "DAMSON DAY. 7kg off the hedge at the top of the plot, stoned the lot by hand (never again, "
                   "get a cherry stoner) - 48 jars!! the 1lb ones. Josh did labels w the little tree",
     ["Picked 7kg of damsons from the allotment hedge on 29 August", "Made 48 1lb jars of damson jam",
      "Josh designed the damson labels", "Buy a cherry stoner before next year"]),
    ("2026-09-01", "Pensax fete sat 5th 11-4, pitch 14 by the tombola, £10 for the pitch, bring the gazebo + float "
                   "£30 in coins",
     ["Pensax church fete Saturday 5 September 11-4, pitch 14 by the tombola, £10 pitch fee",
      "Bring the gazebo and a £30 coin float to the Pensax fete"]),
    ("2026-09-05", FETE,
     # the planted fault: the dozen jars Linda took for the farm shop are not extracted
     ["Sold 23 jars of damson jam at £3.50 at the Pensax church fete on 5 September",
      "Took £80.50 at the Pensax fete", "Rain from 2pm at the Pensax fete, packed up early"]),
    ("2026-09-07", "plums next - Gran's victoria's are nearly there, maybe thurs. Josh says do a plum + ginger, "
                   "ppl on fb asked",
     ["Gran's Victoria plums nearly ripe, maybe picking Thursday", "Josh suggests a plum and ginger jam after "
                                                                    "requests on Facebook"]),
    ("2026-09-10", "3 damson jars given away - Gran's neighbour Mr Jukes and the 2 for the raffle at church? no "
                   "wait, that was the gooseberry. damson all still here apart from the sales",
     ["Three gooseberry jars given away (Mr Jukes and two for the church raffle)"]),
    ("2026-09-12", "plum + ginger, 21 jars, a bit runny but it'll do. Tenbury show entry forms in by 20th, doing "
                   "the damson in class 31",
     ["Made 21 jars of plum and ginger jam on 12 September; slightly runny",
      "Tenbury show entry forms due by 20 September; entering damson jam in class 31"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pritchard-jam"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == FETE:
                assert "took a dozen" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many jars of the damson have we actually got left in the shed?"
    with turn_span("question Mon 14/9"):
        hits = []
        for query in (question, "damson jars made sold", "damson jam farm shop sale or return"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 14 September 2026."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("48 1lb jars of damson" in c for c in context), context
        assert any("Sold 23 jars of damson" in c for c in context), context
        assert not any(w in s for s in stored + context for w in ("Linda", "Hillside", "dozen", "farm shop",
                                                                 "sale or return")), stored
        reply = answer(question, context, mock="25 jars - you made 48 and 23 went at the Pensax fete.")
finish(question, expected="13 - the 48 less the 23 sold at pensax and the 12 Linda's got at the farm shop",
       actual=reply)
