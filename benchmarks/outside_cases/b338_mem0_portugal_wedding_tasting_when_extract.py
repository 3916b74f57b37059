"""Batch 338 (held out). Planning a destination wedding in Portugal, told in a chat between two friends: mem0
Memory (infer=True; a scripted OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root
span per chat message and one for the question.

App: Priya is marrying Tomás on 23 September 2023 at a quinta outside Sintra. She and her best friend Olga (maid of
honour) talk it over in a chat app whose assistant keeps a memory of their messages: each message goes in with
``memory.add(messages, user_id=..., metadata={"speaker": ..., "date_time": "4:12 pm on 3 June, 2023"})`` and the
message's own timestamp at the head of its text, LoCoMo-style.

Planted fault (ExtractionError, a fact dropped at extraction): Priya's message of 2:30 pm on 12 May, 2023 has the
quinta booked and the menu tasting out there on Friday 16 June. Her message of 4:12 pm on 3 June, 2023 (a
Saturday) says the quinta's coordinator emailed that morning - the chef has a family thing mid-month, so the
tasting has been moved a week earlier, to this coming Friday (9 June), and she and Tomás are scrambling to change
flights - and, in the same breath, that she found THE dress the day before (ivory, lace sleeves, a little shop in
Brooklyn). The extraction keeps the dress and drops the move, so the 16 June tasting stays the only one stored.
Question (10:05 am on 6 June, 2023, Olga): "When is Priya's menu tasting at the quinta? I want to FaceTime her right
after" -> expected Friday 9 June 2023 ("this coming Friday" said on Saturday 3 June). The assistant says Friday 16
June.

Expected verdict: ExtractionError at mem0.extract inside the 3 June add (fault() wraps that one add): the message
given to mem0 moves the tasting to this coming Friday, and what was made from it leaves that out, so the store never
held the date the answer needs; the searches and the answer then worked faithfully on what was stored. Asserted: the
message says the tasting moved to this coming Friday; no stored memory or context line mentions the move, the chef
or the 9th; the dress from the same message is stored; the 12 May message's 16 June tasting is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b338_mem0_portugal_wedding_tasting_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "priya-and-olga-chat"
CUT = ("[4:12 pm on 3 June, 2023] Priya: Ugh, what a week. Senhora Costa from the quinta emailed this morning - the "
       "chef has a family thing mid-month, so they've moved our tasting a week earlier, to this coming Friday, and "
       "Tomás and I are scrambling to change our flights. On the bright side I found THE dress yesterday at a tiny "
       "shop in Brooklyn, ivory with lace sleeves, and I didn't even cry this time. (I cried.)")
MESSAGES = [
    ("Priya", "2:30 pm on 12 May, 2023",
     "[2:30 pm on 12 May, 2023] Priya: Olga!!! We put the deposit down on the quinta in Sintra yesterday, so 23 "
     "September is officially THE date. I got teary on the phone with Senhora Costa, she was so sweet about it. They "
     "want us out there for the menu tasting on Friday 16 June, so I'm already stalking flights to Lisbon.",
     ["Priya and Tomás's wedding is on 23 September 2023 at a quinta in Sintra, Portugal",
      "Priya put the deposit down on the quinta on 11 May 2023",
      "Priya and Tomás's menu tasting at the quinta is on Friday 16 June 2023"]),
    ("Olga", "7:15 pm on 20 May, 2023",
     "[7:15 pm on 20 May, 2023] Olga: Flights BOOKED - I land in Lisbon on the 20th of September, so I'm all yours "
     "for the last-minute panics. Also I'm still grinning that you asked me to be your maid of honour. I've started a "
     "Pinterest board for the bachelorette, don't look at it yet.",
     ["Olga lands in Lisbon on 20 September 2023 for the wedding",
      "Olga is Priya's maid of honour",
      "Olga is planning Priya's bachelorette"]),
    ("Priya", "4:12 pm on 3 June, 2023", CUT,
     # the planted fault: the tasting's move to this coming Friday is dropped
     ["Priya found her wedding dress on 2 June 2023: ivory with lace sleeves, from a small shop in Brooklyn"]),
    ("Olga", "11:40 am on 5 June, 2023",
     "[11:40 am on 5 June, 2023] Olga: Okay the welcome dinner idea is genius. Tomás's cousin Inês says she can get a "
     "fado singer for the night before, her friend sings at a place in Alfama. Let me know the headcount when you have "
     "it and I'll sort the place cards.",
     ["There will be a welcome dinner the night before the wedding with a fado singer, arranged through Tomás's cousin "
      "Inês",
      "Olga will do the place cards once she has the headcount"]),
]
EXTRACTED = {text[:60]: facts for _, _, text, facts in MESSAGES}
assert len(EXTRACTED) == len(MESSAGES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="priya-olga-chat-2023"))
    for i, (speaker, when, text, _) in enumerate(MESSAGES, 1):
        msgs = [{"role": "user", "content": text}]
        meta = {"speaker": speaker, "date_time": when}
        with turn_span(f"message-{i} {when}"):
            if text == CUT:
                assert "moved our tasting a week earlier, to this coming Friday" in text
                with fault():
                    memory.add(msgs, user_id=USER, metadata=meta)
            else:
                memory.add(msgs, user_id=USER, metadata=meta)
    question = "When is Priya's menu tasting at the quinta? I want to FaceTime her right after"
    with turn_span("question 10:05 am on 6 June, 2023"):
        hits = []
        for query in ("menu tasting at the quinta date", "when is the tasting", "Priya flights to Portugal"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Current time: 10:05 am on 6 June, 2023 (a Tuesday). You are talking to Olga, Priya's maid of "
                   "honour."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("coming friday", "9 june", "moved", "chef", "earlier")), stored
        assert any("menu tasting at the quinta is on Friday 16 June 2023" in c for c in context), context
        assert any("ivory with lace sleeves" in s for s in stored), stored
        reply = answer(f"(Olga) {question}", context,
                       mock="Priya's menu tasting at the quinta is on Friday 16 June 2023 - you could FaceTime her "
                            "that evening.")
finish(question, expected="Friday 9 June 2023 - the quinta moved it a week earlier because the chef is away "
                          "mid-month", actual=reply)
