"""Batch 382 (held out). A susu savings group in Accra: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Nyame Adom Susu Group (Madina, Accra) - members pay GH₵ 200 every Friday to Bra Kofi, their collector, at
the Madina station, and each Friday one member takes the whole pot in turn. Auntie Adjoa (the secretary) types the
group's notes into the group's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members
ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Auntie Adjoa's note of 2026-02-28T19:10 has the
March rota - 06/03 Mansa, 13/03 Kojo, 20/03 Efua, 27/03 Akosua. Her note of Wed 11/03/26 says Akosua's mum has
passed, so they agreed on the phone that Akosua collects THIS Friday and Kojo takes her 27th, no wahala - and, in
passing, dues go up to 250 from April and Sunday's meeting is at Mama Comfort's place at 4. The extraction keeps the
dues and the meeting and drops the swap: the rota's 27/03 stays the only day stored for Akosua. Question (Thu
12/03/26, Akosua): "please when am I collecting my susu? I want to tell the funeral people when I can pay for the
canopies and chairs" -> expected this Friday, 13/03/26 (the note's "THIS Friday" from Wed 11/03/26; she swapped
with Kojo). The assistant says Friday 27/03/26.

Expected verdict: ExtractionError at mem0.extract inside the Wed 11/03/26 add (fault() wraps that one add): the note
given to mem0 has Akosua collecting this Friday, and what was made from it leaves that out, so the store never held
the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the swap; no stored memory or context line has "this friday", the swap, the funeral or Kojo taking the 27th;
the dues rise from the same note is stored; the rota's "27/03/26 - Akosua" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b382_mem0_susu_payout_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nyame-adom-susu-adjoa"
CUT = ("Wed 11/03/26 - Eii chale, Akosua's mum has passed 😢 may she rest well. Funeral is end of month so we "
       "agreed on the phone, Akosua collects THIS Friday and Kojo takes her 27th, he says no wahala. Also from April "
       "dues going up to 250, by force, things are hard. And Sunday meeting is at Mama Comfort's place 4pm")
NOTES = [
    ("2026-02-28T19:10", "SUSU ROTA for March o! 🙏 GH₵ 200 each every Friday. 06/03 - Mansa, 13/03 - Kojo, 20/03 - "
                         "Efua, 27/03 - Akosua. Bra Kofi collects at Madina station from 6am, pls don't let him wait",
     ["March payout rota: 06/03/26 - Mansa, 13/03/26 - Kojo, 20/03/26 - Efua, 27/03/26 - Akosua",
      "Each member pays GH₵ 200 every Friday",
      "Bra Kofi collects the contributions at Madina station from 6am on Fridays"]),
    ("05/03/26", "05/03/26 Reminder: late payment fine is GH₵ 10, no story. Mansa collects tomorrow, congrats my "
                 "sister 🎉",
     ["The fine for paying late is GH₵ 10",
      "Mansa collects her payout on Friday 06/03/26"]),
    ("Wed 11/03/26", CUT,
     # the planted fault: Akosua's swap to this Friday (13/03/26) is dropped
     ["Dues go up to GH₵ 250 a week from April",
      "Sunday's meeting is at Mama Comfort's place at 4pm"]),
    ("12/03/26 7.40am", "12/03/26 7.40am Yaa paid her 200 cash at the station. Efua says she's coming small small, "
                        "her MoMo network is bad",
     ["Yaa paid her GH₵ 200 in cash at the station on 12/03/26",
      "Efua will pay later; her MoMo network is bad"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nyame-adom-susu-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "Akosua collects THIS Friday and Kojo takes her 27th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("please when am I collecting my susu? I want to tell the funeral people when I can pay for the "
                "canopies and chairs")
    with turn_span("question Thu 12/03/26"):
        hits = []
        for query in ("Akosua payout day", "when does Akosua collect her susu", "payout rota March"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 12 March 2026. You are talking to Akosua, a member of the Nyame Adom Susu Group."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("this friday", "swap", "funeral", "passed", "takes her 27th")), stored
        assert any("27/03/26 - Akosua" in c for c in context), context
        assert any("GH₵ 250" in s for s in stored), stored
        reply = answer(question, context, mock="Friday 27/03/26 - you're the last one on the March rota, Bra Kofi "
                                               "will pay you at the station.")
finish(question, expected="this Friday, 13/03/26 - she swapped with Kojo because of her mum's funeral", actual=reply)
