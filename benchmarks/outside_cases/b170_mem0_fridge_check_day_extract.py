"""Batch 170 (held out). A community fridge's volunteer rota notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Hatherley Community Fridge runs out of the back room of St Luke's hall - food collected from Greggs every day and
from Tesco on Saturdays, fridge checks (temperature log, anything past its date thrown out) at 10am and 4pm, volunteers
on a rota. Carol, the coordinator, types her notes into the fridge's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; volunteers ask it about their shifts.

Planted fault (ExtractionError, a fact dropped at extraction): Carol's March rota note (2039-02-26T19:40) has fridge
checks Mon/Weds/Fri, Bev on Wednesdays, Tom Mondays, Carol Fridays. Her note of Fri 11th says Bev's got physio on
Weds mornings for the next 6 weeks (her knee), so they've swapped - Bev's doing Thursdays now (17th, 24th, 31st), Tom's
taking Weds on top of his Mondays; that the probe battery's dead (spare AAs in the drawer under the till); and that
Greggs' pick-up is 5 from Monday, not 4.30. The extraction keeps the probe and the Greggs lines and drops the swap.
Question (Mon 14/3, Bev): "which day am I on fridge checks this wk? need to sort lifts round my physio" -> expected
Thursday (Thu 17th) - she swapped with Tom. The assistant says Wednesday, the 16th.

Expected verdict: ExtractionError at mem0.extract inside the Fri 11th add (fault() wraps that one add): the note handed
to mem0 has Bev on Thursdays and nothing made from it says so, so the store never held the swap that decides the day;
the search and the answer then worked faithfully on what was stored (Bev on Wednesdays, from the rota note).
Asserted: the note has the swap; no stored memory or context line mentions Thursday, the physio or a swap; the Greggs
5pm and probe lines from the same note, and the rota's Bev-on-Wednesdays line, are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b170_mem0_fridge_check_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hatherley-fridge-carol"
SWAP = ("Bev's got physio weds mornings for the next 6 wks (her knee 🦵) so we've swapped - she's doing thurs now, "
        "17th 24th 31st, Tom's taking weds on top of his mondays bless him. probe battery's dead, spare AAs in the "
        "drawer under the till. oh and Greggs say pick up's 5 from mon not 4.30")
NOTES = [
    ("2039-02-26T19:40", "march rota!! fridge checks (temp log + chuck anything past date) mon/weds/fri 10am + again "
                         "at 4. Bev's weds, Tom mon, me fri. Greggs pick up 4.30 every day, Tesco sat 8am w Dave's "
                         "van. gloves on for everything pls",
     ["Fridge checks in March are Monday, Wednesday and Friday at 10am and 4pm: temperature log and throwing out "
      "anything past its date",
      "Bev does the Wednesday fridge checks; Tom does Mondays; Carol does Fridays",
      "Greggs collection is at 4.30pm every day; Tesco collection is Saturday 8am with Dave's van",
      "Volunteers wear gloves for all food handling"]),
    ("Fri 11th", SWAP,
     # the planted fault: Bev's swap onto Thursdays is dropped, the rest of the note kept
     ["The temperature probe battery is dead; spare AA batteries are in the drawer under the till",
      "Greggs collection is at 5pm from Monday (was 4.30pm)"]),
    ("Sat 12.3.", "big drop from the allotments, 20 bags of spuds - in the crates NOT the fridge. someone left the "
                  "door ajar last night, temp was 9° 😱 pls pls check it's shut when you leave",
     ["20 bags of potatoes from the allotments go in the crates, not the fridge",
      "The fridge door was left ajar on Friday night (temperature reached 9°); volunteers must check it is shut when "
      "they leave"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hatherley-fridge-rota"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "she's doing thurs now, 17th 24th 31st" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day am I on fridge checks this wk? need to sort lifts round my physio"
    hits = []
    for query in ("Bev fridge check day", "fridge checks rota days", "who does which fridge check",
                  "volunteer shifts this week"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 14 March 2039. You are talking to Bev, a volunteer at Hatherley Community Fridge."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("thurs", "physio", "swap", "17th")), stored
    assert any("Bev does the Wednesday fridge checks" in c for c in context), context
    assert any("Greggs collection is at 5pm from Monday" in c for c in context), context
    assert any("temperature probe battery is dead" in c for c in context), context
    reply = answer(question, context, mock="Wednesday - you're on the Weds checks, 10am and 4pm, so this week that's "
                                           "Weds 16th.")
finish(question, expected="Thursday (Thu 17th) - she swapped with Tom because of her Weds morning physio", actual=reply)
