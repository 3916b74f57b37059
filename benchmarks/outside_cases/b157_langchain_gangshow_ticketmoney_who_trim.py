"""Batch 157 (held out). A Cub parent's chat about the scout group's gang show: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Claire's daughter Evie is a Cub at 1st Bramhope Scouts, whose gang show is on Fri 12th and Sat 13th March 2038
at the Methodist hall. Claire chats with her family helper in the run-up (tickets, costume, rehearsals, parking);
money for group events normally goes to Akela, the Cub leader. Each turn the chat is trimmed to its last 10 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she passes on the gang show email - Akela's away
till after the show (skiing, then her sister's in Spain) so ticket money goes to Sheila this year (she's the group
treasurer), cash or a cheque to 1st Bramhope Scout Group, by Sun 28/2 - and, in passing, that Evie's got a solo in
the campfire medley. Turn 2 is the tickets (£6 adults, £4 kids, family of 4 £16, Sat night), turn 3 the costume (a
penguin for the Antarctica number), turn 4 rehearsals (Sundays 2-4 at the hut, dress rehearsal Thu 11th 6-9) and
turn 5 parking (the church car park, not the Co-op's). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question
(turn 6, Tue 23/2): "who do i give the ticket money to? got £16 in an envelope for the 4 of us" -> expected Sheila,
the group treasurer (Akela's away till after the show). The assistant says Akela.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with who takes
the money was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the tickets, costume and parking turns are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b157_langchain_gangshow_ticketmoney_who_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who do i give the ticket money to? got £16 in an envelope for the 4 of us"
TURNS = [
    ("gang show email - Akela's away til after the show (skiing then her sister's in Spain) so ticket money goes to "
     "Sheila this yr (group treasurer), cash or a cheque to 1st Bramhope Scout Group, by sun 28/2. EVIE'S GOT A "
     "SOLO in the campfire medley!!! she's been singing it in the bath all wk",
     "Ticket money to Sheila, the group treasurer (Akela's away till after the show) - cash or cheque to 1st "
     "Bramhope Scout Group by Sun 28 Feb. And well done Evie on the solo!"),
    ("tickets £6 adults, £4 kids, or a family of 4 for £16. we'll do sat night, my mum's coming fri w her friend "
     "from church",
     "Family ticket for the four of you on Saturday, £16; your mum's going on the Friday."),
    ("costume - she's a penguin in the Antarctica number, black leggings + a white t shirt, they're making the "
     "beaks + flippers at cubs",
     "Penguin costume: black leggings and a white T-shirt; beak and flippers made at Cubs."),
    ("rehearsals sundays 2-4 at the hut, dress rehearsal thurs 11th 6-9 at the Methodist hall",
     "Rehearsals Sundays 2-4 at the hut; dress rehearsal Thu 11 March 6-9 at the Methodist hall."),
    ("parking - use the church car park not the Co-op's, the Co-op clamp after an hr",
     "Park at the church car park, not the Co-op (they clamp after an hour)."),
    (QUESTION,
     "Give it to Akela at Cubs - she collects the money for group events."),
]
WINDOW = 10


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("Sheila" in str(m.content) or "skiing" in str(m.content) for m in window), window
            assert any("tickets £6 adults" in str(m.content) for m in window), window
            assert any("she's a penguin" in str(m.content) for m in window), window
            assert any("church car park" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("goes to Sheila this yr" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's chat - her daughter Evie is a Cub at 1st Bramhope Scouts; "
                                            "money for group events normally goes to Akela, the Cub leader; gang "
                                            "show Fri 12 and Sat 13 March 2038; today Tue 23 Feb 2038)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sheila, the group treasurer - Akela's away till after the show", actual=reply)
