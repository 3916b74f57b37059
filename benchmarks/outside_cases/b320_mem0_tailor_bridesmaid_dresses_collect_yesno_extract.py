"""Batch 320 (held out). A tailor's alterations shop: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Parveen runs "Sew Right Alterations" on Northgate - hems, zips, taking in, letting out, wedding and prom
work, a rail of jobs waiting to be collected. She types her job notes into the shop's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; customers (or whoever's collecting for them) ask it
things over the shop's chat.

Planted fault (ExtractionError, a fact dropped at extraction): Parveen's note of 2051-03-06T10:15 has Mrs Okafor's
three bridesmaid dresses (take in at the sides, shorten two) ready Fri 17th March, £85, £30 deposit paid. Her note
of Tues 14/3 says the overlocker's packed in again and the engineer can't come till Weds 22nd, so the Okafor
dresses won't be ready till Sat 25th now - she rang and left a message - and, in passing, that Mr Patel's zip is
done and she needs more navy thread. The extraction keeps the zip and the thread and drops the delay: Fri 17th
stays the only ready date stored. Question (Thu 23/3, Ngozi, Mrs Okafor's sister): "can I pick up my sister's
bridesmaid dresses tomorrow after work? she's asked me to grab them" -> expected no - not till Sat 25th (the
overlocker broke). The assistant says yes, they've been ready since Fri 17th.

Expected verdict: ExtractionError at mem0.extract inside the Tues 14/3 add (fault() wraps that one add): the note
given to mem0 puts the dresses back to Sat 25th, and what was made from it leaves that out, so the store never held
the fact the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the Sat 25th; no stored memory or context line mentions the 25th, the overlocker or the engineer; Mr Patel's
zip from the same note is stored; the first note's Fri 17th is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b320_mem0_tailor_bridesmaid_dresses_collect_yesno_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sew-right-northgate-parveen"
CUT = ("Tues 14/3 - overlocker's packed in AGAIN 😡 engineer can't come till weds 22nd so the Okafor dresses won't "
       "be ready till sat 25th now, rang her + left a msg. Mr Patel's zip done (the grey trousers), ticket 212 on "
       "the rail. ALSO order more navy thread, Gutermann 339, down to my last reel")
NOTES = [
    ("2051-03-06T10:15", "2051-03-06T10:15 Mrs Okafor - 3 bridesmaid dresses (lilac chiffon), take in at the sides "
                         "+ shorten 2 of them to flats. fitting thurs 9th, ready fri 17th march, £85 the lot, £30 "
                         "dep paid cash",
     ["Mrs Okafor has 3 lilac chiffon bridesmaid dresses in: take in at the sides, shorten 2 to flats",
      "Mrs Okafor's bridesmaid dresses are ready Fri 17th March",
      "The bridesmaid dresses are £85 the lot, £30 deposit paid cash"]),
    ("9/3", "9/3 Okafor fitting went ok, pins in 📌 the little one (Ada) needs her straps taking up too, +£10, "
            "mum ok'd it",
     ["Ada's bridesmaid dress straps need taking up too, +£10, agreed by her mum"]),
    ("Tues 14/3", CUT,
     # the planted fault: the dresses moving to Sat 25th is dropped
     ["Mr Patel's zip is done on the grey trousers, ticket 212 on the rail",
      "Need to order more navy thread, Gutermann 339"]),
    ("Mon 20 Mar", "Mon 20 Mar Mrs O popped in, wedding's sat 1st april at St Paul's so she's not fussed as long as "
                   "it's b4 then. Ada wants the straps crossed at the back, no extra for that",
     ["Mrs Okafor's wedding is Sat 1st April at St Paul's",
      "Ada wants her straps crossed at the back, no extra charge"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sew-right-jobs-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "won't be ready till sat 25th now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "can I pick up my sister's bridesmaid dresses tomorrow after work? she's asked me to grab them"
    with turn_span("question Thu 23/3"):
        hits = []
        for query in ("Okafor bridesmaid dresses ready", "when can the dresses be collected", "bridesmaid dresses"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 23 March 2051. You are talking to Ngozi, Mrs Okafor's sister, collecting for her at "
                   "Sew Right Alterations (open Mon-Sat 9-5.30)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("25th", "overlocker", "engineer", "won't be ready")), stored
        assert any("ready Fri 17th March" in c for c in context), context
        assert any("Mr Patel's zip" in s for s in stored), stored
        reply = answer(f"(Ngozi) {question}", context,
                       mock="Yes - they've been ready since Fri 17th March. There's £65 left to pay (£85 + £10 for "
                            "Ada's straps, less the £30 deposit).")
finish(question, expected="no - they won't be ready till Sat 25th, the overlocker broke and the engineer couldn't "
                          "come till Weds 22nd", actual=reply)
