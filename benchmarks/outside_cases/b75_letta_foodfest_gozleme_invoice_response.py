"""Batch 75 (held out). A food festival's traders: Letta archival passages (offline stand-in of tests/instrumentations),
script style (each call its own trace).

App: Nadia, treasurer of Stroud Food Festival 2032, has a Letta agent whose archival memory holds the committee's
notes on fees and traders (``passages.create``); the invoicing helper searches it (``passages.search``). This
year's fees: a 3m pitch is £150, each metre of frontage over 3m is £40, and 16A power is £35. The Little Gözleme
Co. have swapped their gazebo for Elif's new 5m trailer and asked for 16A for the hotplates.

Planted fault (ResponseError, ignored sufficient context): the base fee, the per-metre rate, the power charge and
Elif's 5m trailer with 16A are all in the passages the model gets; the model quotes the base pitch fee. Question
(Tue 3/8, Nadia): "how much do I invoice the gozleme lot for?" -> expected £265 (150 + 2 x 40 + 35). The assistant
says £150.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: the four facts
are in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b75_letta_foodfest_gozleme_invoice_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sff-treasurer"
PASSAGES = [
    "fees agreed at the Feb mtg - £150 for a standard 3m pitch, both days. bigger units £40 a metre for every "
    "metre of frontage past the 3",
    "power: 13A £25, 16A £35, 32A £60. generator is shared so no own gennies on the hot food row",
    "gozleme - Elif emailed 28/7, they've got a new trailer, 5m long, so not the gazebo this yr. wants 16A for "
    "the hotplates. put them by the seating like she asked",
    "Dough Bros paid £310 in full on 14 May (6m + 32A), receipt sent",
    "insurance: every trader needs £5m public liability, copy to Rob before the 10th",
    "Cotswold Cordials paid by card at the meeting, £165",
    "invoices go out from the festival gmail, 14 days to pay, bank ref = trader name + SFF",
]

server = fake_letta()
server.add_agent(AGENT, **{"persona": "Helps the Stroud Food Festival treasurer keep track of trader money."})
client = letta_client(server)
for text in PASSAGES:
    client.agents.passages.create(AGENT, text=text, tags=["sff-2032"])

question = "how much do I invoice the gozleme lot for?"
found = client.agents.passages.search(AGENT, query="gozleme invoice fee pitch metre frontage power 16A trailer",
                                      top_k=6)
context = ["Today is Tue 3 August 2032. You are talking to Nadia, the festival treasurer."] + \
          [r.content for r in found.results]
assert any("£150 for a standard 3m pitch" in c and "£40 a metre" in c for c in context), context
assert any("16A £35" in c for c in context), context
assert any("5m long" in c and "wants 16A" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£150 - that's the standard pitch fee for both days.")
finish(question, expected="£265 - 150 for the pitch, 2 extra metres at 40, plus 35 for the 16 amp", actual=reply)
