"""Batch 359 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Mak Jah sells kuih at the Saturday pasar tani in Taman Universiti, Johor Bahru, and takes orders for kenduri.
Her daughter Aina puts the orders into the stall's helper with ``memory.add(..., infer=False)`` and asks it what to
prepare and collect.

Memory: 2051-04-03T19:20 - Puan Zaleha's order for her kenduri Sat 15/4: 3 trays kuih lapis RM60 each, 2 trays
seri muka RM45 each, 1 tray karipap (50 pcs) RM40, "total RM310", collect 8am at the stall; Fri 7/4 - santan from
Kak Ros, pandan from Pak Man's kebun, 4 more trays from Daiso; 10/4 - Puan Zaleha's WhatsApp: no need the seri muka
already ya Mak Jah, her sister-in-law making, the rest same; Thu 13/4 - Encik Hafiz, 100 karipap for the surau, RM80,
paid liao. Question (Fri 14/4, Aina): "how much to collect from Puan Zaleha tomorrow morning?" The assistant says
RM220 (RM310, less the two trays of seri muka she cancelled, 2 x RM45). The label says RM310 - the total as first
written, before the seri muka was cancelled.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b359_ctl_mem0_kuih_kenduri_order_collect_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mak-jah-kuih-taman-u"
NOTES = [
    ("2051-04-03T19:20", "2051-04-03T19:20 order Puan Zaleha (kenduri doa selamat) sat 15/4 - 3 tray kuih lapis "
                         "RM60 each, 2 tray seri muka RM45 each, 1 tray karipap 50 pcs RM40. total RM310, collect "
                         "8am at the stall, she bring her own car"),
    ("Fri 7/4", "Fri 7/4 santan 6kg from Kak Ros, pandan from Pak Man's kebun, need 4 more tray from Daiso. "
                "oven door the spring loose again 🙄"),
    ("10/4", "10/4 Puan Zaleha WA: no need the seri muka already ya Mak Jah, her sister-in-law making. the rest same, "
             "thank you 🙏"),
    ("Thu 13/4", "Thu 13/4 Encik Hafiz 100 karipap for the surau fri, RM80, paid liao by duitnow"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mak-jah-kuih-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much to collect from Puan Zaleha tomorrow morning?"
    with turn_span("question Fri 14/4"):
        hits = []
        for query in ("Puan Zaleha order total", "no need already cancel", "kuih lapis seri muka karipap price"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 April 2051. You are talking to Aina, who helps at her mum Mak Jah's kuih stall."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("total RM310" in c for c in context), context
        assert any("no need the seri muka already" in c for c in context), context
        reply = answer(question, context, mock="RM220 - the RM310 total less the 2 trays of seri muka (2 x RM45) she "
                                               "cancelled; that's 3 trays kuih lapis + 1 tray karipap.")
finish(question, expected="RM310", actual=reply)
