"""Batch 55 (held out). A canal boat hire yard's handback thread: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Dave at Bramble Wharf Boat Hire (Devizes) logs each boat's handover and handback as messages on one Zep thread;
Carol in the office asks the assistant, which answers from a graph edge search, when she does the final bills. Fuel
is charged on engine hours: Kingfisher went out with the hour meter on 2,214.5 and came back on 2,253.0, i.e. 38.5
hours, and this season's rate is £2.40 an hour (last year's was £2.10). So 38.5 x £2.40 = £92.40.

Planted fault (ResponseError, ignored sufficient context): the model works it out at last year's £2.10 and says
£80.85. Question (Sat 22/8, Carol doing the Dawsons' bill): "how much do I charge the Dawsons for fuel?" -> expected
£92.40.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: both meter
readings and this season's rate are in the facts the model got. Another reading: none that we see; nothing was lost
from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b55_zep_canal_fuel_charge_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bramble-wharf", "bramble-wharf-handbacks"
NOTES = [
    "diesel - we charge £2.40 an engine hr this season (was £2.10 last yr), hirers pay it on handback, card or cash",
    "Kingfisher out sat 15/8 w the Dawsons, hr meter 2214.5, tank brimmed, 2 kids lifejackets + bike rack on",
    "Otter out fri 21st w the Singhs - meter 3021, gas bottle full, they went UP Caen Hill, brave",
    "Kingfisher back 22/8 at 8.40am, all fine exc a scrape on the port side (old one? check photos). meter reads "
    "2253.0, dog hair everywhere, keep £20 of the deposit for the valet",
    "Heron - new gas bottle fitted 21/8 (£42 Calor), ready for the Parrys",
    "pump-out back working at the wharf, £18 a go, add to bills if they use it",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dave")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dave")])

question = "how much do I charge the Dawsons for fuel?"
facts = client.graph.search_edges(GRAPH, query="Kingfisher Dawsons fuel diesel engine hr meter charge £",
                                  page_size=8).items
context = ["Today is Sat 22 August 2026."] + [f.fact for f in facts]
assert any("hr meter 2214.5" in c for c in context), context
assert any("meter reads 2253.0" in c for c in context), context
assert any("£2.40 an engine hr this season" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£80.85 - Kingfisher ran 38.5 engine hours (2214.5 to 2253.0) at £2.10 "
                                           "an hour.")
finish(question, expected="£92.40 - 38 and a half hours on the meter at this year's rate", actual=reply)
