"""Batch 388 (held out). A New Territories village house residents' group: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per entry and one for the
question.

App: Pak Mei Tsuen is a row of village houses (three floors each, a flat a floor) with a residents' WhatsApp group
- the management fee each quarter, the water tank cleaning, the village bus to the MTR, the Tin Hau festival, the
owners' meeting. Mrs Chan (the treasurer, who also books the contractors) forwards her group messages into the
residents' helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; residents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Mrs Chan's message of 2051-03-02 20:15 has the water
tank cleaning on Sat 18/3, water off 9am to 3pm, store water the night before. Her message of Thu 16/3 says sorry -
the contractor just called, Sat cannot la, their pump is broken and sent for repair, so it changes to next Tue, same
time 9 to 3 - and, in the same message, the Q2 management fee is HK$450 a flat, pay her by 31/3, cash or FPS. The
extraction keeps the fee and drops the new day: Sat 18/3 stays the only tank cleaning day stored. Question (Fri
17/3 9pm, Mrs Ho): "water off which day ar? need to tell my mum fill the buckets 🪣" -> expected Tue 21/3, 9am to
3pm ("next Tue" from Thu 16/3). The assistant says Sat 18/3.

Expected verdict: ExtractionError at mem0.extract inside the Thu 16/3 add (fault() wraps that one add): the message
given to mem0 moves the cleaning to next Tue, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
message says Sat cannot and next Tue; no stored memory or context line mentions a Tuesday, 21/3, the pump or "Sat
cannot"; the fee from the same message is stored; the first message's Sat 18/3 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b388_mem0_village_tank_cleaning_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "pak-mei-tsuen-residents-mrs-chan"
CUT = ("Thu 16/3 sorry all 🙏 contractor call me just now, Sat cannot la, their pump broken, send for repair already. "
       "so change to next Tue, same time 9 to 3. Also Q2 mgmt fee HK$450 per flat, pls pay me by 31/3, cash or FPS "
       "both ok")
NOTES = [
    ("2051-03-02 20:15", "📢 Pak Mei Tsuen all residents: water tank cleaning Sat 18/3, water off 9am to 3pm!! pls "
                         "store water the nite before. contractor is Hing Lung Engineering, HK$3,800 from the mgmt "
                         "fund",
     ["Water tank cleaning is on Sat 18/3, water off 9am to 3pm",
      "Residents should store water the night before the water tank cleaning",
      "Hing Lung Engineering is doing the water tank cleaning for HK$3,800 from the management fund"]),
    ("6 Mar", "6 Mar village bus new timetable from 1/4 - first bus 6:10am, every 20 min in the morning peak, last "
              "bus 11:30pm. fare still HK$7.5, Octopus only, no cash",
     ["New village bus timetable from 1/4: first bus 6:10am, every 20 min in the morning peak, last bus 11:30pm",
      "Village bus fare is HK$7.5, Octopus only"]),
    ("Thu 16/3", CUT,
     # the planted fault: the move to next Tue is dropped
     ["Q2 management fee is HK$450 per flat",
      "Pay the Q2 management fee to Mrs Chan by 31/3, cash or FPS"]),
    ("Fri 17/3 7pm", "Fri 17/3 7pm Tin Hau committee need 10 more volunteers for the fa pau parade 29/4, pls PM Ah "
                     "Wai. add oil everybody 💪",
     ["Tin Hau committee needs 10 more volunteers for the fa pau parade on 29/4, PM Ah Wai"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="pak-mei-tsuen-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"entry-{i} {day}"):
            if note == CUT:
                assert "Sat cannot la" in note and "change to next Tue" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "water off which day ar? need to tell my mum fill the buckets 🪣"
    with turn_span("question Fri 17/3 9pm"):
        hits = []
        for query in ("water tank cleaning day", "which day is the water off", "tank cleaning contractor"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 17 March 2051, 9pm. You are talking to Mrs Ho, a resident of Pak Mei Tsuen."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("tue", "21/3", "pump", "sat cannot", "repair")), stored
        assert any("Sat 18/3, water off 9am to 3pm" in c for c in context), context
        assert any("HK$450" in s for s in stored), stored
        reply = answer(question, context, mock="Sat 18/3 la - water off 9am to 3pm, so fill the buckets Fri nite.")
finish(question, expected="Tue 21/3, 9am to 3pm - the Sat was cancelled, the contractor's pump is broken",
       actual=reply)
