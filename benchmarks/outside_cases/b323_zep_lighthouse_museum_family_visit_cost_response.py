"""Batch 323 (held out). A lighthouse museum: Zep facts (sync client, offline stand-in), script style (every call its
own trace); the answer call has the tower climb's extra charge in its context and leaves it out of the total.

App: Gull Nab Lighthouse Museum - the keepers' cottages, the fog horn, the old lens, a cafe, and climbs up the tower
to the gallery. The manager (Helen) and the volunteers put their chat into a Zep thread; the helper answers
visitors' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts are Helen's 2051-03-01T09:30 post - open
10-5 Easter to October, admission £6 adults, £3 kids 5-16, under 5s free; Helen's 12/4 post - from the 15th the tower
climb is £2 extra each on top of admission, kids included, it all goes to the lens restoration fund, no under 5s
up the tower; Paul's Sat 3rd June post - the cafe's doing crab sandwiches at weekends; Helen's Weds 19 July post -
gift aid, ask at the till. Question (Weds 9/8, Karen): "how much will it be for me, my husband + our 2 (9 + 12) if we
all go up the tower?" -> expected £26 (2 x £6 + 2 x £3 = £18 admission, plus 4 x £2 for the tower). The model says
£18.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the admission prices and the £2 each for the tower, kids included, and the model's total leaves out
the climb. Asserted: the context has the admission line and the tower charge line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b323_zep_lighthouse_museum_family_visit_cost_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "gull-nab-museum", "visitor-info-2051"
POSTS = [
    "2051-03-01T09:30 Helen - OPENING 🌊 10-5 easter to end of oct, last in 4.15. admission £6 adults, £3 kids 5-16, "
    "under 5s free. dogs on leads in the grounds only",
    "12/4 Helen - from sat 15th the tower climb's £2 extra each on top of admission, kids incl, all goes to the lens "
    "restoration fund 🔦 no under 5s up the tower (the steps are steep + open)",
    "Sat 3rd June Paul - cafe's doing crab sandwiches weekends now, Whitby crab, £7.50, they go by 1 so be quick",
    "Weds 19 July Helen - gift aid!! ask everyone at the till if they're a UK taxpayer, it's 25% more for us",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Gull Nab Museum")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="museum chat")])

question = "how much will it be for me, my husband + our 2 (9 + 12) if we all go up the tower?"
context = ["Today is Weds 9 August 2051. You are talking to Karen, who's planning a visit to Gull Nab Lighthouse "
           "Museum with her family."]
for query in ("admission prices", "tower climb cost", "how much for kids"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("admission £6 adults, £3 kids 5-16" in c for c in context), context
assert any("tower climb's £2 extra each on top of admission, kids incl" in c for c in context), context
with fault():
    reply = answer(f"(Karen) {question}", context,
                   mock="£18 - that's £6 each for you and your husband and £3 each for the two children (5-16).")
finish(question, expected="£26 - £18 admission plus £2 each for the tower climb, kids included", actual=reply)
