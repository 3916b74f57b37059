"""Batch 376 (held out). A matatu SACCO's inspection chat: Zep facts (sync client, offline stand-in), script style
(every call its own trace); the answer call has every document the driver needs in its context and gives the first
list.

App: Baraka Route Sacco's office chat (Wanjiku, the Sacco secretary, and the drivers) goes into a Zep thread; the
helper answers drivers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Wanjiku's 03/03/2026 post - for the NTSA
inspection of KCF 337K on Mon 16th carry the original logbook, the insurance cert and the speed governor cert, Mwangi
to take it; her Tue 10/03 post - NTSA now want the Sacco membership letter for PSVs too, she's printed it, pick it at
the office before Sat; Mwangi's 12/03/2026 post - the insurance sticker came, it's on the windscreen; and Wanjiku's
Fri 13th post - correction, no need for the original logbook, a certified copy is fine, the original stays in the
safe, the copy is in the drawer. Question (Sun 15/03/2026, Mwangi): "kesho ni inspection ya KCF 337K - nibebe
documents gani?" -> expected the certified copy of the logbook (not the original), the insurance cert, the speed
governor cert and the Sacco membership letter. The model lists the original logbook, the insurance cert and the
speed governor cert.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the membership letter and the certified copy, and it answered from the first list. Asserted: the context
has the first list, the membership letter and the certified copy.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b376_zep_sacco_inspection_documents_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "baraka-route-sacco", "office-chat-2026"
POSTS = [
    "03/03/2026 Wanjiku - NTSA inspection ya KCF 337K ni Mon 16th, Mlima Tatu centre 8am. carry original logbook, "
    "insurance cert + speed governor cert. Mwangi ndiye atapeleka",
    "Tue 10/03 Wanjiku - NTSA wanataka pia Sacco membership letter for PSVs mwaka huu 📄 nimeprint, ichukue office "
    "before Sat",
    "12/03/2026 Mwangi - sticker ya insurance imefika, nimeiweka kwa windscreen 👍",
    "Fri 13th Wanjiku - correction: hakuna haja ya original logbook, certified copy inatosha - original inabaki kwa "
    "safe. copy iko kwa drawer ya office",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Baraka Route Sacco")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="office chat")])

question = "kesho ni inspection ya KCF 337K - nibebe documents gani?"
context = ["Today is Sun 15 March 2026. You are talking to Mwangi, driver of KCF 337K with Baraka Route Sacco."]
for query in ("documents for NTSA inspection", "logbook", "membership letter"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("carry original logbook, insurance cert + speed governor cert" in c for c in context), context
assert any("Sacco membership letter" in c for c in context), context
assert any("certified copy inatosha" in c for c in context), context
with fault():
    reply = answer(f"(Mwangi) {question}", context,
                   mock="Beba original logbook, insurance cert na speed governor cert - Mlima Tatu centre 8am.")
finish(question, expected="certified copy ya logbook (si original), insurance cert, speed governor cert na the Sacco "
                          "membership letter from the office", actual=reply)
