"""Batch 373 (held out). A township stokvel's payout meetings: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per entry and one for the question.

App: Siyakhula Savings Club in Dubeni Ext 11 are twelve women who each put in R650 a month; every month one member
takes the whole pot (R7 800,00) at a payout meeting - the last Saturday of the month, 14:00, at Mam' Gumede's house,
everyone brings a plate. Mam' Nomvula (the treasurer) copies her WhatsApp-group posts into the club's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Mam' Nomvula's entry of 2026/01/10 has the 2026
payout order (March is Lindiwe's) and the meetings on the last Sat of the month, 14:00 at Mam' Gumede's. Her entry of
Sat the 14th (March) says eish, Mam' Gumede is going to the Eastern Cape for her brother's unveiling on the 28th, so
the March meeting is NOT the 28th - it's next Sat, the 21st, same time, at Lindiwe's place in Ext 4 (her payout, so
she's hosting) - and, in passing, R650 by the 20th this time, and R150 extra each for the tent and chairs for
December. The extraction keeps the early due date and the tent money and drops the move: the last-Saturday rule
stays the only meeting day stored. Question (Thu 19 Mar, Zanele): "which Saturday is the March payout meeting? I
must ask for off at work, I'm on Sat shifts" -> expected Sat the 21st, at Lindiwe's in Ext 4. The assistant
resolves the last Saturday of March 2026 and says Sat the 28th at Mam' Gumede's.

Expected verdict: ExtractionError at mem0.extract inside the Sat the 14th add (fault() wraps that one add): the
entry given to mem0 moves the meeting to Sat the 21st, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
entry names the 21st; no stored memory or context line mentions the 21st, the unveiling, Lindiwe's place or Ext 4;
the tent money from the same entry is stored; the first entry's last-Saturday rule is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b373_mem0_stokvel_march_payout_which_sat_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "siyakhula-savings-nomvula"
CUT = ("Sat the 14th - eish ladies 🙏🏾 Mam' Gumede is going to the Eastern Cape for her brother's unveiling on the "
       "28th, so the March meeting is NOT the 28th, it's next Sat the 21st, same time 14:00, at Lindiwe's place in "
       "Ext 4 (it's her payout so she's hosting 😄). ALSO R650 by the 20th this time pls, and R150 extra each for the "
       "tent + chairs for Dec")
NOTES = [
    ("2026/01/10", "2026/01/10 SIYAKHULA 💰 payout order 2026: Jan Thoko, Feb Ausi Precious, Mar Lindiwe, Apr Zanele, "
                   "May Busi, Jun Mam' Dube ... R650 each by the 25th, payout meeting is the last Sat of the month "
                   "14:00 at Mam' Gumede's house. bring a plate ladies",
     ["The 2026 payout order is Jan Thoko, Feb Precious, Mar Lindiwe, Apr Zanele, May Busi, Jun Mam' Dube",
      "Each member contributes R650 a month, due by the 25th",
      "Payout meetings are on the last Saturday of the month at 14:00 at Mam' Gumede's house",
      "Members bring a plate to the payout meeting"]),
    ("28 Feb", "28 Feb Feb payout done ✅ Ausi Precious got her R7 800,00 cash, she says ngiyabonga to everyone. "
               "next one is Lindiwe's",
     ["The February payout of R7 800,00 went to Precious",
      "The March payout is Lindiwe's"]),
    ("Sat the 14th", CUT,
     # the planted fault: the move to Sat the 21st at Lindiwe's is dropped
     ["March contributions of R650 are due by the 20th",
      "Members pay R150 extra each for the tent and chairs for December"]),
    ("2026/03/17", "2026/03/17 Thoko's R650 in ✅ 9 of 12 paid, still waiting on Zanele, Busi + Mam' Dube. POP to the "
                   "group pls, not to me on private 🙏",
     ["9 of 12 members have paid March contributions; Zanele, Busi and Mam' Dube still owe",
      "Proof of payment goes to the group, not privately to the treasurer"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="siyakhula-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"entry-{i} {day}"):
            if note == CUT:
                assert "it's next Sat the 21st" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which Saturday is the March payout meeting? I must ask for off at work, I'm on Sat shifts"
    with turn_span("question Thu 19 Mar"):
        hits = []
        for query in ("payout meeting day", "when is the March meeting", "meeting at whose house"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 19 March 2026. You are talking to Zanele, a member of Siyakhula Savings Club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("21st", "unveiling", "lindiwe's place", "ext 4", "eastern cape")), stored
        assert any("last Saturday of the month at 14:00 at Mam' Gumede's" in c for c in context), context
        assert any("tent and chairs" in s for s in stored), stored
        reply = answer(question, context, mock="Sat the 28th - the last Saturday of March, 14:00 at Mam' Gumede's "
                                               "house. Ask for that one off.")
finish(question, expected="Sat the 21st, 14:00 at Lindiwe's place in Ext 4 - Mam' Gumede's away for the unveiling",
       actual=reply)
