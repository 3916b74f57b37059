"""Batch 385 (held out). A Newfoundland outport church's cemetery clean-up: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: the church hall committee of St. Barnabas in Kettle Bight hold their cemetery clean-up in early September 2051 -
rakes, whipper snippers, the ride-on for the new section, the town's dump trailer, sandwiches and tea in the hall
after. Marg (the committee secretary) copies her Facebook-group posts into the committee's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; people ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Marg's post of Aug. 10 has the clean-up on Sat. Sept.
2 at 9 a.m. Her post of Tues. Aug. 29 says change of plans - it's not this Sat. now, it's NEXT Sat. (the Saturday
after Sept. 2, i.e. Sept. 9, said only against the post's own date), because the backhoe is in digging the new
section all week and won't have it backfilled; same time - and, in passing, that she's doing sandwiches and tea in
the hall after and to bring garbage bags, the dump's only open till 4 Sat. The extraction keeps the sandwiches and
the garbage bags and drops the new day: Sat. Sept. 2 stays the only day stored. Question (Thurs. Aug. 31, Clar):
"what day's the cemetery clean-up b'y? I'll bring down the whipper snipper + the trailer" -> expected Sat. Sept. 9
(put off a week for the backhoe). The assistant says Sat. Sept. 2.

Expected verdict: ExtractionError at mem0.extract inside the Tues. Aug. 29 add (fault() wraps that one add): the post
given to mem0 moves the clean-up to next Saturday, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
post says it's next Sat.; no stored memory or context line mentions next Sat., the backhoe, a change of plans or
Sept. 9; the sandwiches from the same post are stored; the first post's Sat. Sept. 2 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b385_mem0_cemetery_cleanup_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-barnabas-kettle-bight-marg"
CUT = ("Tues. Aug. 29 - change of plans folks!! clean-up's not this Sat. now, it's NEXT Sat., the backhoe's in "
       "digging the new section all wk + they won't have it backfilled in time. same time, 9 a.m. ALSO I'm doing "
       "sandwiches + tea in the hall after, and bring garbage bags, the dump's only open till 4 Sat.")
NOTES = [
    ("Aug. 10", "Aug. 10 CEMETERY CLEAN-UP 🌿 Sat. Sept. 2, 9 a.m. at St. Barnabas cemetery, rain date the Sun. "
                "bring yer rakes, whipper snippers + gloves. all hands welcome b'y, the more the merrier",
     ["The St. Barnabas cemetery clean-up is Sat. Sept. 2 at 9 a.m., rain date the Sunday",
      "Bring rakes, whipper snippers and gloves to the cemetery clean-up"]),
    ("16/08", "16/08 Ches is bringing the ride-on for the new section + the town's lending us the dump trailer. "
              "whoever's cutting, mind the old headstones up the back, some of them are some fragile",
     ["Ches is bringing the ride-on mower for the new section",
      "The town is lending the dump trailer for the clean-up",
      "Mind the old headstones up the back of the cemetery, some are fragile"]),
    ("Tues. Aug. 29", CUT,
     # the planted fault: the move to next Saturday is dropped
     ["Marg is doing sandwiches and tea in the hall after the clean-up",
      "Bring garbage bags; the dump is only open till 4 on Saturday"]),
    ("Aug. 30", "Aug. 30 big thanks to the Lions for the $200 toward the new fence 🙏 Rev. Stuckless will say a few "
                "words at the end for anyone we lost this yr",
     ["The Lions gave $200 toward the new cemetery fence",
      "Rev. Stuckless will say a few words at the end of the clean-up"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-barnabas-cleanup-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "it's NEXT Sat." in note and "backhoe" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's the cemetery clean-up b'y? I'll bring down the whipper snipper + the trailer"
    with turn_span("question Thurs. Aug. 31"):
        hits = []
        for query in ("cemetery clean-up day date", "when is the clean-up", "clean-up at St. Barnabas cemetery"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thursday, August 31, 2051. You are talking to Clar, who helps out with St. Barnabas "
                   "church, Kettle Bight."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("next sat", "backhoe", "change of plans", "sept. 9", "9th", "backfill")), stored
        assert any("Sat. Sept. 2 at 9 a.m." in c for c in context), context
        assert any("sandwiches" in s for s in stored), stored
        reply = answer(question, context, mock="Sat. Sept. 2 b'y, 9 a.m. at the cemetery - rain date the Sunday.")
finish(question, expected="Sat. Sept. 9 - it's put off to next Sat., the backhoe's digging the new section",
       actual=reply)
