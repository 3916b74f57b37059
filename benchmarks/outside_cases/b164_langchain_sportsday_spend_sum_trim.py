"""Batch 164 (held out). A PTA volunteer's chat about a primary school's sports day refreshment stall: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Nadia is running the PTA's refreshment stall at St Bede's Primary sports day, Weds 6th July 2039 on the school
field (KS1 in the morning, KS2 1.15-3, parents welcome). She chats with the PTA's helper in the days before, keeping
track of what she's bought so she can claim it back off Claire, the PTA treasurer; each turn the chat is trimmed to
its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says she's been to Booker and got the ice lollies,
£36 - 5 boxes of Fab and Twisters, in Jo's chest freezer till the day - and, in passing, that the receipt is in her
purse. Turn 2 is the stall's spot (by the long jump pit under the gazebo), turn 3 the squash and 200 cups from Home
Bargains for £14.50, turn 4 the cakes (donated by the Y5 parents, 50p a slice) and turn 5 the rota. By turn 6 the trim
drops turn 1; turns 2 to 5 stay. Question (turn 6, Mon 4/7): "what've I spent all in? need to give Claire the
receipts and get it back before the day" -> expected £50.50 (£36 lollies + £14.50 squash and cups). The assistant
says £14.50.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the £36
of lollies was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on Booker or the lollies); the
squash, cakes and rota turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b164_langchain_sportsday_spend_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what've I spent all in? need to give Claire the receipts and get it back before the day"
TURNS = [
    ("been to Booker 🙌 ice lollies sorted, £36 - 5 boxes, Fabs + Twisters. they're in Jo's chest freezer till weds, "
     "receipt's in my purse",
     "Noted: ice lollies from Booker, £36 (5 boxes), in Jo's freezer until the day."),
    ("Mr Dunne says we're by the long jump pit this yr, under the big gazebo, so we're not in the way of the sack race",
     "Stall spot: by the long jump pit, under the big gazebo."),
    ("got the squash + 200 cups from Home Bargains, £14.50. orange + blackcurrant, no sugar free left grr",
     "Squash and 200 cups from Home Bargains, £14.50."),
    ("cakes - Y5 mums are doing a bake, all donated, 50p a slice. nut free!! Mrs Hale's rule",
     "Cakes donated by the Y5 parents, 50p a slice, nut free."),
    ("rota: me + Sam 1-2, Priti + Leanne 2-3, everyone on at the end for the rush after the relay",
     "Rota: Nadia and Sam 1-2, Priti and Leanne 2-3, all hands after the relay."),
    (QUESTION,
     "£14.50 so far - the squash and cups from Home Bargains; the cakes are all donated."),
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
            assert not any("Booker" in str(m.content) or "lollies" in str(m.content) for m in window), window
            assert any("squash + 200 cups" in str(m.content) for m in window), window
            assert any("cakes - Y5 mums" in str(m.content) for m in window), window
            assert any("rota: me + Sam" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("ice lollies sorted, £36" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's chat - she's running the PTA refreshment stall at St Bede's "
                                            "Primary sports day, Weds 6 July 2039; today Mon 4 July 2039)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£50.50 - £36 for the lollies from Booker and £14.50 for the squash and cups", actual=reply)
