"""Batch 152 (held out). A food co-op's bulk order notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Jo runs the monthly bulk order for Todmorden Wholefoods Buying Group (about a dozen households splitting sacks
and cases from Suma; collection from the Methodist hall on Dale St). She types her notes into the group's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and the members ask it things.

Planted fault (ExtractionError, omitted at extraction): Jo's order sheet note (Weds 8 Apr) has Priya down for half a
25kg sack of oats (split with Dan) at £18.50 and a 5L olive oil at £31. Jo's note of 14/4 says Priya messaged to add
a case of the chopped toms (12 tins, £9.60) and asked can she pay by bank transfer this time (fine), that Suma have
put the delivery back to Thurs 23rd, and that Mo's only having the one Ecover now. The extraction keeps the
delivery, the bank transfer and Mo's Ecover, and drops Priya's case of tomatoes. Question (Thu 23/4, Priya): "how
much do i owe for this month's lot? want to send it tonight" -> expected £59.10 (oats £18.50 + olive oil £31 +
tomatoes £9.60). The assistant says £49.50.

Expected verdict: ExtractionError at mem0.extract inside the 14/4 add (fault() wraps that one add): the note handed
to mem0 has Priya's case of tomatoes at £9.60 and no memory made from it has them, while three other facts of the
same note were kept; the search and the answer then worked on what was stored. Asserted: the note has the tomatoes
and the £9.60; no stored memory or context line mentions tomatoes or 9.60; Priya's oats and olive oil lines and the
bank transfer and delivery lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b152_mem0_coop_order_owed_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "todmorden-wholefoods-jo"
ADDON = ("Priya msgd - can she add a case of the chopped toms (12 tins) £9.60 to hers, + can she pay by bank "
         "transfer this time, told her thats fine. Suma have put us back to thurs 23rd :/ not weds. Mo's only "
         "having the one Ecover now (2nd was for her mum, who's found it cheaper in Aldi lol)")
NOTES = [
    ("Weds 8 Apr", "APRIL SHEET (closes sun 12th) - Priya: half sack oats (25kg, splitting w Dan) £18.50 + 5L olive "
                   "oil £31. Dan: other half oats £18.50, cashews 3kg £27. Mo: Ecover refill 5L x2 £12 each. "
                   "Kath: rice 10kg £19, lentils 5kg £11.50",
     ["Priya's April order: half a 25kg sack of oats, split with Dan, £18.50",
      "Priya's April order: a 5L olive oil, £31",
      "Dan's April order: the other half sack of oats £18.50 and 3kg cashews £27",
      "Mo ordered two 5L Ecover refills at £12 each",
      "Kath ordered 10kg rice £19 and 5kg lentils £11.50",
      "The April order sheet closes on Sunday 12 April"]),
    ("14/4", ADDON,
     # the planted fault: Priya's case of chopped tomatoes (12 tins, £9.60) is dropped
     ["Priya is paying by bank transfer this month, Jo said that is fine",
      "Suma delivery is Thursday 23 April, not Wednesday",
      "Mo is only having one 5L Ecover refill now"]),
    ("Tue 21st", "collection fri 24th 5-7 at the Methodist hall (Dale St), bring bags + jars for the lentils. pay me "
                 "by the 30th pls, bank details pinned on the whatsapp. Kath's got the scales",
     ["Collection is Friday 24 April 5-7pm at the Methodist hall on Dale St",
      "Members bring their own bags and jars",
      "Payment to Jo is due by 30 April, bank details are pinned on the WhatsApp group",
      "Kath has the scales"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="todmorden-wholefoods"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == ADDON:
            assert "chopped toms" in note and "£9.60" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much do i owe for this month's lot? want to send it tonight"
    hits = []
    for query in ("Priya's order this month", "how much does Priya owe", "paying by bank transfer",
                  "delivery and collection"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 23 April 2037. You are talking to Priya, a member of Todmorden Wholefoods Buying Group, "
               "about this month's bulk order."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("oats" in c and "Priya" in c and "18.50" in c for c in context), context
    assert any("olive oil" in c and "Priya" in c and "£31" in c for c in context), context
    assert any("bank transfer" in c for c in context) and any("Thursday 23 April" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("tom", "9.60", "tins")), stored
    reply = answer(question, context, mock="£49.50 - £18.50 for your half of the oats and £31 for the olive oil. "
                                           "Bank transfer's fine, by the 30th.")
finish(question, expected="£59.10 - £18.50 oats + £31 olive oil + £9.60 for the case of chopped tomatoes she added",
       actual=reply)
