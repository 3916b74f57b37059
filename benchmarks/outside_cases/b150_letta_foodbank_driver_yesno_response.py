"""Batch 150 (held out). A foodbank's Christmas hamper deliveries: Letta core memory block (offline stand-in), one
root span per note and one for the question; the answer call gets the block and answers the yes/no wrongly.

App: Bev, who coordinates Lower Calder Foodbank's Christmas hampers, keeps a "deliveries" block on her Letta agent -
the drivers, their runs, who's swapped - appending a line as things are sorted; the drivers ask it things.

Planted fault (ResponseError, ignored sufficient context): the block has, from Tue 24/11, the drivers and their runs
(Pete: Sowerby + Triangle, Mags: Ripponden, Tony: the estates, Sal: Luddenden; two days, Tue 22nd and Weds 23rd,
loading at the Scout hut from 10); Weds 9 Dec, Tony's van in for its MOT so he's Weds only; Tue 15/12, Sal has
swapped with Pete for the Tuesday - she's at her daughter's in Whitby till the 23rd - so Pete does Luddenden as well
as his own on Tue and Sal does both on Weds; and 16.12., the Co-op's turkey crowns in the big freezer at church.
The model reads the first rota. Question (Thu 17/12, Pete): "Pete here - do i need to do Luddenden on tue as well as
mine? Sal said summat at church but I wasn't really listening" -> expected yes (Sal's in Whitby till the 23rd, so
he does Luddenden and Sowerby + Triangle on Tuesday; she does both on Wednesday). The assistant says no.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the swap, and it answered from the original rota. Asserted: the rota line and the swap line are in the
block the answer call got.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b150_letta_foodbank_driver_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-lower-calder-foodbank-hampers"
LINES = [
    "Tue 24/11 - drivers: Pete (Sowerby + Triangle), Mags (Ripponden), Tony (the estates), Sal (Luddenden). tue "
    "22nd + weds 23rd, half the hampers each day, load up at the Scout hut from 10",
    "Weds 9 Dec - Tony's van's in for its MOT tue, he'll do weds only, Mags says she can squeeze 4 of his in",
    "Tue 15/12 - Sal's swapped w Pete for tue, she's at her daughter's in Whitby till the 23rd, so Pete's doing "
    "Luddenden + his own on tue, Sal does both on weds",
    "16.12. - Co-op turkey crowns are in the big freezer at church, DON'T go in the hampers till the morning of",
]

server = fake_letta()
server.add_agent(AGENT, **{"deliveries": "Lower Calder Foodbank - Christmas hamper deliveries, Tue 22 + Weds 23 "
                                         "Dec 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("deliveries", agent_id=AGENT)
        client.agents.blocks.update("deliveries", agent_id=AGENT, value=block.value + "\n- " + line)

question = ("Pete here - do i need to do Luddenden on tue as well as mine? Sal said summat at church but I wasn't "
            "really listening")
with turn_span("question Thu 17/12"):
    notes = client.agents.blocks.retrieve("deliveries", agent_id=AGENT).value
    assert "Pete (Sowerby + Triangle)" in notes and "Sal (Luddenden)" in notes, notes
    assert "Sal's swapped w Pete for tue" in notes and "Pete's doing Luddenden + his own on tue" in notes, notes
    with fault():
        reply = answer(f"(Thu 17/12/37, Pete, one of the drivers) {question}", notes,
                       mock="No - Luddenden's Sal's run. You've just got Sowerby and Triangle on Tuesday, loading "
                            "at the Scout hut from 10.")
finish(question, expected="yes - Sal's in Whitby till the 23rd, so he does Luddenden as well as Sowerby + Triangle "
                          "on Tuesday and she does both on Wednesday", actual=reply)
