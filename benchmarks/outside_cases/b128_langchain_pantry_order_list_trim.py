"""Batch 128 (held out). A village pantry shop manager's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Sue runs the community pantry shop in the old reading room at Napton and keeps a running chat with the helper
through the week (stock, volunteers, suppliers); each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Sue says Marg reckons they're right down on UHT milk
and teabags - pop them on the Brayfield's order - and, in passing, that the honesty box padlock's rusted. In turn 2
she pastes Saturday's stock sheet for tidying: low on pasta, tinned toms, rice and loo roll, beans and cereal fine,
Brayfield's order in by 12 Monday, dry goods from them and fresh from Greens. By turn 6 the trim drops turn 1; the
pasted sheet stays. Question (turn 6, Mon 16/3): "right what's going on the brayfields order? doing it now before 12"
-> expected pasta, tinned toms, rice, loo roll, UHT milk and teabags. The assistant lists the four from the sheet.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that adds
milk and teabags to the order was in the history and in every earlier window, and this trim cut it from the window the
model saw. Asserted: turn 1 is in every earlier window and missing from turn 6's; the stock sheet is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b128_langchain_pantry_order_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "right what's going on the brayfields order? doing it now before 12"
TURNS = [
    ("Marg says we're right down on UHT milk + teabags, pop them on the brayfields order pls. oh and the honesty box "
     "padlock's rusted solid, I'll grab one from the hardware shop",
     "Noted: UHT milk and teabags for the Brayfield's order; you're getting a new padlock."),
    ("tidy this from sat's stock sheet pls: LOW - pasta (3 left), tinned toms (5), rice (2 bags), loo roll (1 pk). "
     "beans ok, cereal ok, tins of soup ok. brayfields order in by 12 mon - dry goods from them, fresh from Greens",
     "Low stock from Saturday: pasta (3), tinned tomatoes (5), rice (2 bags), loo roll (1 pack); beans, cereal and soup "
     "fine. Brayfield's order due by 12 on Monday (dry goods); fresh from Greens."),
    ("volunteers this wk - tues Marg + Jim, thurs me + Ade, sat Pam + the Duke of E girls 10-12",
     "Rota: Tuesday Marg and Jim, Thursday you and Ade, Saturday Pam and the Duke of Edinburgh girls 10-12."),
    ("Greens bringing eggs + bread weds 8ish, £40ish, pay on the door. the co-op donated 6 trays of yoghurts, use by "
     "fri so price them at 20p",
     "Greens: eggs and bread Wednesday about 8, roughly £40 paid on the door. Co-op yoghurts use by Friday - 20p each."),
    ("takings last wk £312.40 + £18 in the honesty box. parish council grant's £500 in april",
     "Takings £312.40 plus £18 honesty box; £500 parish council grant due in April."),
    (QUESTION,
     "Pasta, tinned toms, rice and loo roll - the low lines from Saturday's sheet."),
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
            assert not any("UHT" in str(m.content) or "teabags" in str(m.content) for m in window), window
            assert any("LOW - pasta (3 left), tinned toms (5)" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("down on UHT milk + teabags" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sue's chat while she runs the Napton community pantry shop, week of "
                                            "Mon 16 Mar 2037)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="pasta, tinned toms, rice, loo roll, UHT milk and teabags", actual=reply)
