"""Batch 392 (held out). A Colombo temple's dana committee: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the dayaka sabha of Sri Saddharmodaya Viharaya (a temple down a lane in Colombo) keeps a rota of dayaka
families for the Sunday heel dana (the breakfast alms-giving to the monks) in March 2053. Dhammika (the sabha
secretary) types the WhatsApp notes into the temple's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the families ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Dhammika's note of 2053-02-20T19:45 has the March
rota - 02/03 Jayasinghes, 09/03 Pereras, 16/03 Wickramaratnes, 23/03 Fernando aunty and family, 30/03 Ranaweeras.
Her note of Weds 05/03 says Wickramaratne aunty called - her mother-in-law's 3 month dana falls on the 16th itself,
so they can't do ours; Fernando aunty is ok to swap, so the Fernandos do this 16th and the Wickramaratnes take the
week after - and, in the same note, the Medin Poya sil programme (white clothes, seated by 7 am). The extraction
keeps the sil programme and drops the swap: the 16/03 Wickramaratne line stays the only one stored for them.
Question (Fri 14/03, Nilmini Wickramaratne): "aney which sunday is our heel dana? have to tell the kiribath lady
and book the three-wheeler" -> expected Sunday 23/03 (the week after the 16th, swapped with the Fernandos). The
assistant says this Sunday, 16/03.

Expected verdict: ExtractionError at mem0.extract inside the Weds 05/03 add (fault() wraps that one add): the note
given to mem0 moves the Wickramaratnes to the week after the 16th, and what was made from it leaves that out, so the
store never held the date the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the note has the swap; no stored memory or context line mentions the swap, the mother-in-law's dana or
"the week after"; the sil programme from the same note is stored; the rota's 16/03 Wickramaratne line is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b392_mem0_temple_heel_dana_which_sunday_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "saddharmodaya-dayaka-sabha-dhammika"
CUT = ("Weds 05/03 aney Wickramaratne aunty called, her mother-in-law's 3 month dana is on the 16th itself so they "
       "can't do ours, what to do 🙏 spoke to Fernando aunty, she is ok to swap, so Fernandos will do this 16th and "
       "Wickramaratnes will take the week after. ALSO Medin Poya sil programme - pls come in white, Hamuduruwo wants "
       "everybody seated by 7 am, no?")
NOTES = [
    ("2053-02-20T19:45", "HEEL DANA ROTA - March 🙏 02/03 Jayasinghe family, 09/03 Pereras, 16/03 Wickramaratnes, "
                         "23/03 Fernando aunty & family, 30/03 Ranaweeras. dana to reach the temple by 6.30 am "
                         "latest, 9 hamuduruwo incl the 2 podi hamuduruwo",
     ["Heel dana rota for March: 02/03 Jayasinghe family",
      "Heel dana rota for March: 09/03 Pereras",
      "Heel dana rota for March: 16/03 Wickramaratnes",
      "Heel dana rota for March: 23/03 Fernando aunty and family",
      "Heel dana rota for March: 30/03 Ranaweeras",
      "The heel dana must reach the temple by 6.30 am; 9 monks including the 2 young monks"]),
    ("27/02", "27/02 pls note Loku Hamuduruwo can't take kiribath with sugar anymore, doctor's orders, so plain "
              "kiribath + lunu miris for him. and NO plastic pls, dana shala has steel plates now",
     ["Loku Hamuduruwo cannot take kiribath with sugar (doctor's orders): plain kiribath and lunu miris for him",
      "No plastic at the dana; the dana shala has steel plates now"]),
    ("Weds 05/03", CUT,
     # the planted fault: the swap with the Fernandos is dropped
     ["Medin Poya sil programme: come in white",
      "Hamuduruwo wants everybody seated by 7 am for the Medin Poya sil programme"]),
    ("12/03", "12/03 thank you Pereras for last sunday's dana, lovely kiribath and the kavum 😋 Ranaweeras pls "
              "confirm numbers with me by Weds, 2 hamuduruwo from the aranya might also come on the 30th",
     ["The Pereras gave last Sunday's dana (kiribath and kavum)",
      "Ranaweeras to confirm numbers by Wednesday; 2 monks from the aranya might also come on 30/03"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="saddharmodaya-dana-2053"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "Wickramaratnes will take the week after" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "aney which sunday is our heel dana? have to tell the kiribath lady and book the three-wheeler"
    with turn_span("question Fri 14/03"):
        hits = []
        for query in ("heel dana rota Wickramaratne", "which sunday is the Wickramaratne dana", "dana swap"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 March 2053. You are talking to Nilmini Wickramaratne, of a dayaka family of Sri "
                   "Saddharmodaya Viharaya."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("swap", "mother-in-law", "week after", "can't do ours")), stored
        assert any("16/03 Wickramaratnes" in c for c in context), context
        assert any("Medin Poya" in s for s in stored), stored
        reply = answer(question, context, mock="This Sunday, 16/03 - dana to reach the temple by 6.30 am.")
finish(question, expected="Sunday 23/03 - swapped with the Fernandos, the week after the 16th", actual=reply)
