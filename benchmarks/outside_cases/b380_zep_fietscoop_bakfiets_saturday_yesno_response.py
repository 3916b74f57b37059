"""Batch 380 (held out). A bicycle repair co-op's bakfiets rule: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the new rule in its context and gives the old one.

App: Fietscoöperatie Het Rammelende Spatbord (an invented volunteer repair co-op on the invented Kortespaakstraat,
Amsterdam) repairs neighbours' bikes; bakfietsen (cargo bikes) are big and the werkplaats is small. The volunteers'
app chat goes into a Zep thread; the helper answers neighbours' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Thijs's 01-02-2026 post - bakfietsen only
on wednesday middag, not on saturday, the werkplaats is too small when it is busy; Sanne's ma 9 maart post - the pin
machine; Karin's di 31 maart post - good news, from 1 april the co-op rents the garagebox behind the werkplaats
(€85,- a month), so from april bakfietsen can also come on saturday, in the box, Fleur is there every za, make an
appointment like for wednesday; Mehmet's do 2 april post - no motor parts for e-bakfietsen, only banden, remmen,
ketting. Question (vr 3 april, Lotte, a neighbour): "can I bring my bakfiets on za 11 april? the achterrem is very
slap, on wednesday I cannot, then I work" -> expected yes: from april bakfietsen can come on saturday too, in the
garagebox, with an appointment (a rem is normal stuff). The model says no, bakfietsen only on wednesday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have both the old wednesday-only rule and Karin's post opening saturday for bakfietsen from 1 april, and the
model gave the old rule. Asserted: the context has the wednesday-only post and Karin's saturday post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b380_zep_fietscoop_bakfiets_saturday_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "rammelende-spatbord", "vrijwilligers-app-2026"
POSTS = [
    "01-02-2026 Thijs - BAKFIETSEN only on wednesday middag 🚲📦 not on saturday, the werkplaats is too small when it "
    "is busy. people make an appointment via the app pls",
    "ma 9 maart Sanne - pin machine is fixed, tikkie also ok. every ticket a bonnetje, also for the regulars",
    "di 31 maart Karin - goed nieuws!! we rent the garagebox behind the werkplaats from 1 april, €85,- per month. so "
    "from april bakfietsen can ALSO come on saturday, in the box 🎉 Fleur is there every za. make an appointment like "
    "for wednesday",
    "do 2 april Mehmet - for e-bakfietsen we have no motor onderdelen, only the normal stuff: banden, remmen, ketting. "
    "motor stuff they must bring to the dealer, sorry",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Het Rammelende Spatbord")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="vrijwilligers")])

question = "can I bring my bakfiets on za 11 april? the achterrem is very slap, on wednesday I cannot, then I work"
context = ["Today is vr 3 april 2026. You are talking to Lotte, a neighbour of Fietscoöperatie Het Rammelende "
           "Spatbord."]
for query in ("bakfiets on saturday", "when can bakfietsen come", "garagebox bakfietsen"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("BAKFIETSEN only on wednesday middag" in c and "not on saturday" in c for c in context), context
assert any("from april bakfietsen can ALSO come on saturday, in the box" in c for c in context), context
with fault():
    reply = answer(f"(Lotte) {question}", context,
                   mock="No sorry - bakfietsen only on wednesday middag, on saturday the werkplaats is too small. "
                        "Maybe you can make an appointment for a wednesday?")
finish(question, expected="yes - from april bakfietsen can also come on saturday, in the garagebox; make an "
                          "appointment", actual=reply)
