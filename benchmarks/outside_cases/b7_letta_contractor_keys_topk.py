"""Batch 7 — a property-management agent on Letta archival memory (letta-client against the in-process stand-in),
one root span per turn.

App: a letting agency's assistant writes every operational note about a property into the Letta agent's archival
memory (passages, tagged with the address). To answer a question the app searches the archive with ``top_k=3`` and
gives the hits to the model.

Fault (a retrieval with too small a top-k): who holds keys to 12 Alder Road is spread over three notes (Kerr Heating,
Dunmore Electrical, Ace Locksmiths). The Dunmore note says "the spare set" rather than "key", so it ranks below a
note about the key-safe code; ``top_k=3`` cuts it.

Question: "Who has a key to 12 Alder Road at the moment?" — label "Kerr Heating, Dunmore Electrical and Ace
Locksmiths". The assistant lists only Kerr Heating and Ace Locksmiths.

Expected verdict: RetrievalError at the question turn's ``letta.passages.search`` (wrapped in ``fault()``), ranked
below top-k: the Dunmore passage was live and never deleted.
"""
from __future__ import annotations

import uuid

import common
from b3_support import fake_letta, letta_client, turn_span
from common import answer, fault, finish, setup

NAME = "b7_letta_contractor_keys_topk"
NOTES = [
    ("12-alder", "12 Alder Road: Kerr Heating holds a key for the annual boiler service (key tag K-3)."),
    ("12-alder", "12 Alder Road: Dunmore Electrical borrowed the spare set on 2 June for the rewiring and still "
                 "has it."),
    ("12-alder", "12 Alder Road: Ace Locksmiths keeps a master key since changing the locks in May."),
    ("14-alder", "14 Alder Road: Kerr Heating holds key tag K-4 for the boiler."),
    ("12-alder", "12 Alder Road: tenant Mr Price reported a dripping tap in the bathroom."),
    ("12-alder", "Key safe code for the 12 Alder Road lockbox was changed on 1 June."),
]
QUESTION = "Who has a key to 12 Alder Road at the moment?"
EXPECTED = "Kerr Heating, Dunmore Electrical and Ace Locksmiths"


def main() -> None:
    setup(NAME, ["letta", "litellm"])
    server = fake_letta()
    client = letta_client(server)
    agent_id = f"agent-{uuid.uuid4()}"
    server.add_agent(agent_id, human="Letting agency staff at Northgate Lettings.",
                     persona="I am the Northgate Lettings operations assistant.")
    for n, (tag, text) in enumerate(NOTES):
        with turn_span(f"ops.turn.note.{n + 1}"):
            client.agents.passages.create(agent_id, text=text, tags=[tag])

    with turn_span("ops.turn.question"):
        with fault():  # the fault: top_k=3 cuts the Dunmore Electrical note
            found = client.agents.passages.search(agent_id, query=QUESTION, top_k=3)
        context = [r.content for r in found.results]
        assert not any("Dunmore" in c for c in context), context  # the fault happened
        assert any("Dunmore" in p["text"] for p in server.passages[agent_id])
        assert any("K-3" in c for c in context) and any("Ace Locksmiths" in c for c in context)
        reply = answer(QUESTION, context, mock="Kerr Heating (key tag K-3) and Ace Locksmiths (master key) have "
                                               "keys to 12 Alder Road.")
        finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
