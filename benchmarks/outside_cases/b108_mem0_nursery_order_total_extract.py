"""Batch 108 (held out). A plant nursery's mail-order notebook: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Bev runs Hollybank Nursery (roses and perennials by post, near Ludlow). She drops notes about orders, couriers
and the tunnels into the office helper; each goes into mem0 with ``memory.add(messages, user_id="hollybank-office",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Kaz in the office asks the helper when customers ring.

Planted fault (ExtractionError, omitted at extraction): Bev's note of 5th Nov says Mrs Adebayo rang about 10 to add
one of the black obelisks (1.8m, £32) to her roses, same box so no extra post, card taken over the phone for it;
also Parcelforce still haven't collected the Hillier trolley, and 40 hellebores are potted on in tunnel 2. The
extraction keeps the call, the Parcelforce chase and the hellebores and drops the obelisk. The 3/11 note (3 bare-root
Gertrude Jekyll @ 14.50 + big-box post 8.95, paid online) is in memory. Question (Fri 7/11, Kaz, Mrs Adebayo on the
phone with her bank statement): "mrs adebayo wants to know what she's paid us all in - how much?" -> expected
£84.45 (43.50 + 8.95 online, 32 on card). The assistant says £52.45.

Expected verdict: ExtractionError at mem0.extract inside the 5th Nov add (fault() wraps that one add). Asserted:
the note has the obelisk and £32; no stored memory or context line has them, while the order line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b108_mem0_nursery_order_total_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollybank-office"
OBELISK = ("mrs adebayo rang abt 10 - can we add one of the black obelisks (the 1.8m, £32) to her roses, same box so "
           "no extra post, took card over the phone for it. ALSO hillier's trolley from tues STILL not collected "
           "by parcelforce, chase em pls Kaz. 40 hellebores potted on in tunnel 2")
NOTES = [
    ("Mon 3/11", "wknd orders: Mrs Adebayo (Leominster) 3x Gertrude Jekyll bare root @ 14.50 + big box post 8.95, "
                 "pd online. Tom Pugh 5 box balls 30cm. the Hillier trolley (shrubs) going parcelforce tues",
     ["Mrs Adebayo of Leominster ordered 3 bare-root Gertrude Jekyll roses at £14.50 each plus £8.95 large-box "
      "postage, paid online",
      "Tom Pugh ordered 5 box balls, 30cm",
      "The Hillier trolley of shrubs is going by Parcelforce on Tuesday"]),
    ("4.11.", "roses lifted frm the field today, heeled in by polytunnel 1 til packing thurs. frost forecast weds nt "
              "so fleece on the hellebores pls",
     ["The bare-root roses were lifted on 4 November and are heeled in by polytunnel 1 until packing on Thursday",
      "Frost is forecast for Wednesday night; the hellebores need fleece"]),
    ("5th Nov", OBELISK,
     # the planted fault: the obelisk and its £32 are dropped
     ["Mrs Adebayo rang at about 10am on 5 November",
      "Parcelforce has still not collected Tuesday's Hillier trolley and needs chasing",
      "40 hellebores have been potted on in tunnel 2"]),
    ("thurs 6th", "packed today - adebayo roses (big box), pugh box balls. DPD 3.30. parcelforce came finally, "
                  "2 days late grr",
     ["Mrs Adebayo's roses and Tom Pugh's box balls were packed on Thursday 6 November for DPD at 3.30",
      "Parcelforce collected the Hillier trolley on Thursday, two days late"]),
    ("6/11 eve", "note to self - order more 1.8m obelisks from Harrod, down to 2. & the 3L pot stock is low",
     ["More 1.8m obelisks need ordering from Harrod", "Stock of 3 litre pots is low"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollybank"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == OBELISK:
                assert "obelisks" in note and "£32" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "mrs adebayo wants to know what she's paid us all in, she's got her bank statement out - how much?"
    with turn_span("question Fri 7/11"):
        hits = []
        for query in ("Mrs Adebayo order paid", "Adebayo rang phone card", "roses postage price"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 7 November 2037. You are talking to Kaz in the office; Mrs Adebayo is on the phone."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("£14.50 each plus £8.95" in c for c in context), context
        assert not any("Adebayo" in s and ("obelisk" in s.lower() or "32" in s) for s in stored + context), stored
        assert not any("£32" in s for s in stored + context), stored
        reply = answer(question, context, mock="£52.45 - three Gertrude Jekyll roses at £14.50 (£43.50) plus £8.95 "
                                               "for the big box, all paid online.")
finish(question, expected="£84.45 in all - roses and post online, plus £32 on card for an obelisk", actual=reply)
