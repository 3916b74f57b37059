"""Batch 365 (held out). A family barrel-shipping group: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per message and one for the question.

App: the Campbell family WhatsApp group ("Campbell Fam 🇯🇲") - Auntie Marcia in Brooklyn packs a barrel for Mama in
St Elizabeth every autumn, Donovan in Portmore goes to the Kingston wharf to clear it. The group's helper files the
messages with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and answers the family's questions.

Planted fault (ExtractionError, a fact dropped at extraction): Marcia's message of 2050-09-20T18:05 says Seaboard
will pick the barrel up and it reaches Kingston wharf in about 3 weeks, "so round di 14th Oct". Her message of Sat 1
Oct says "change up di plan!!" - the ship made good time, the barrel came off yesterday, it's ready to collect "from
next week Tuesday, nuh badda wait till di 14th" - and, in passing, that she put a likkle bag of Lipton and some Vicks
in for Mama. The extraction keeps the Lipton and the Vicks and drops the new collection day: "round the 14th Oct"
stays the only date stored. Question (Mon 3 Oct, Donovan): "when mi can go collect di barrel from di wharf? mi haffi
ask fi di day off" -> expected Tuesday 4 October (next week Tuesday, counted from Marcia's Saturday 1 Oct message).
The assistant says round the 14th of October.

Expected verdict: ExtractionError at mem0.extract inside the Sat 1 Oct add (fault() wraps that one add): the
message given to mem0 has the barrel ready from next week Tuesday, and what was made from it leaves that out, so the
store never held the day the answer needs; the search and the answer worked faithfully on what was stored.
Asserted: the message has "ready fi collect from next week Tuesday"; no stored memory or context line mentions
Tuesday, the barrel coming off early or being ready; the Lipton from the same message is stored; the first message's
"round the 14th Oct" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b365_mem0_barrel_shipping_collect_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "campbell-fam-group"
CUT = ("Sat 1 Oct Marcia - change up di plan!! Seaboard jus call mi, di ship mek good time so di barrel come off "
       "yesterday, it ready fi collect from next week Tuesday, nuh badda wait till di 14th. Donovan yuh can go den? "
       "Also mi put a likkle bag a Lipton an some Vicks in deh fi Mama, nuh mek nobody tek it 😂")
NOTES = [
    ("2050-09-20T18:05", "2050-09-20T18:05 Marcia - barrel pack an seal!! 🛢️ rice, flour, 2 case a tin mackerel, "
                         "Milo, di school shoes fi Shanice an Jordan, towel an sheet fi Mama. Seaboard pick it up "
                         "Thursday from di yard, dem seh it reach Kingston wharf bout 3 week so round di 14th Oct. "
                         "US$95 fi di barrel, paid",
     ["The barrel is shipping with Seaboard and reaches Kingston wharf round the 14th Oct (about 3 weeks)",
      "The barrel has rice, flour, 2 cases of tin mackerel, Milo, school shoes for Shanice and Jordan, towels and "
      "sheets for Mama",
      "Shipping the barrel cost US$95, paid up front"]),
    ("Sept 27", "Sept 27 Donovan - mi send di J$25,000 to Mr Brown di customs broker fi clear it, him office deh by "
                "di wharf, open 8 to 4 weekday. Mama seh tank yuh Marcia 🙏🏾",
     ["Donovan sent J$25,000 to Mr Brown, the customs broker, to clear the barrel",
      "Mr Brown's office is by the wharf, open 8 to 4 on weekdays"]),
    ("Sat 1 Oct", CUT,
     # the planted fault: the barrel being ready to collect from next week Tuesday is dropped
     ["Marcia put a small bag of Lipton tea and some Vicks in the barrel for Mama"]),
    ("Sun 2/10", "Sun 2/10 Donovan - wah gwaan fam 👋🏾 mi soon come back to unu bout di wharf ting, work a mad mi. "
                 "Mama seh she want two tin a di mackerel fi di church harvest basket",
     ["Mama wants two tins of the mackerel for the church harvest basket"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="campbell-fam-barrel-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"msg-{i} {day}"):
            if note == CUT:
                assert "it ready fi collect from next week Tuesday" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when mi can go collect di barrel from di wharf? mi haffi ask fi di day off"
    with turn_span("question Mon 3/10"):
        hits = []
        for query in ("when can the barrel be collected from the wharf", "barrel reach Kingston date",
                      "Seaboard barrel"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 3 October 2050. You are talking to Donovan in the Campbell family group; he "
                   "clears Auntie Marcia's barrel at the Kingston wharf."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("tuesday", "come off", "came off", "ready", "early", "good time")), stored
        assert any("round the 14th Oct" in c for c in context), context
        assert any("Lipton" in s for s in stored), stored
        reply = answer(f"(Donovan) {question}", context,
                       mock="Round di 14th October - dat's when Seaboard seh it reach Kingston wharf. Mr Brown "
                            "office open 8 to 4 weekday.")
finish(question, expected="Tuesday 4 October - Marcia said Sat 1 Oct it's ready from next week Tuesday",
       actual=reply)
