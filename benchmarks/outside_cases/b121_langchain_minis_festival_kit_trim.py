"""Batch 121 (held out). A rugby club's minis coach chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Mel coaches the U9s at Calder RUFC minis and keeps a running chat with the helper through the week before the
Hartley festival; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Mel says what the kids need for Hartley on sun 26th:
gumshield (no gumshield no play), a water bottle with their name on, a packed lunch - no food van this year - and the
club hoodie, as it's the team photo. In turn 2 she pastes the club handbook's kit list for tidying (boots, gumshield,
water bottle, no jewellery). By turn 6 the trim drops turn 1; the handbook list stays. Question: "what do the kids
need to bring sunday? doing the whatsapp to parents" -> expected gumshield, a named water bottle, a packed lunch and
the club hoodie (plus boots). The assistant gives the handbook list: boots, gumshield, water bottle, no jewellery.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the list was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the handbook list is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b121_langchain_minis_festival_kit_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do the kids need to bring sunday? doing the whatsapp to parents"
TURNS = [
    ("right Hartley festival sun 26th - kids need: gumshield (no gumshield no play, they're strict), water bottle w "
     "their NAME on, packed lunch as there's no food van this yr (tea bar for parents only), + club hoodie as it's "
     "the team photo at 9.15. meet 8.45 at their clubhouse",
     "Hartley, Sun 26th: gumshield, named water bottle, packed lunch, club hoodie for the 9.15 photo; meet 8.45."),
    ("can u tidy the handbook bit for new parents: Every session - boots (moulded studs only), gumshield, water "
     "bottle. No jewellery, earrings taped is NOT ok. Tag belts provided. Sessions sun 10-11.30 at the top pitch",
     "Handbook: every session bring boots (moulded studs), gumshield and a water bottle; no jewellery, not even "
     "taped earrings; tag belts provided; Sundays 10-11.30, top pitch."),
    ("subs - 14 paid out of 19, chasing the rest. £45 for the season, sibling £30",
     "14 of 19 subs in; £45 a season, £30 for a sibling."),
    ("Gaz has done his England Rugby Coach 1 course, so he can lead a team sun. first aid kit needs restocking, ice "
     "packs gone",
     "Gaz can lead a team now; restock the first aid kit, especially ice packs."),
    ("3 new ones at training from the school taster - Ollie, Amira + Finn. forms in the blue folder",
     "Three new players: Ollie, Amira and Finn; forms in the blue folder."),
    (QUESTION,
     "Boots (moulded studs), gumshield and a water bottle - and no jewellery, not even taped earrings."),
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
            assert not any("packed lunch" in str(m.content) or "hoodie" in str(m.content) for m in window), window
            assert any("boots (moulded studs only), gumshield, water bottle" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("packed lunch as there's no food van" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mel's chat about coaching the Calder RUFC U9s)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="gumshield, a water bottle with their name on, a packed lunch (no food van) and the club "
                          "hoodie for the team photo - plus boots", actual=reply)
