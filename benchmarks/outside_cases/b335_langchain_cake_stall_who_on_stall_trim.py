"""Batch 335 (held out). A cake stall at a farmers' market: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Crumbs & Co, Sue Wade's cake stall at Todmorden farmers' market (1st Saturday of the month, 8-2, pitch 22 under
the market hall canopy) - the Christmas market on Sat 2nd Dec 2051 is the big one of the year. Sue chats with the
stall's helper while she sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Christmas market. Turn 2 is the rota - 4th Nov
Sue + Pam, 2nd Dec Sue + Bev (she's got the car with the big boot for the gazebo), the 16th Dec late-night market
Sue + Kim. In turn 3 Sue says Bev can't do the 2nd after all - her granddaughter's christening got moved to that
weekend - so Pam's swapping with her, Bev's doing the 16th instead of Kim, and Pam's husband's bringing the gazebo in
his van. Turns 4 to 8 are the bakes, the market's email (its stallholder list still says "Pitch 22 Crumbs & Co (S
Wade, B Hartley)"), the float, the allergen labels and the prices. By turn 9 the trim drops turns 1 to 3; turns 4 to
8 stay. Question (turn 9, Thu 30/11): "who's on the stall with me on sat? need to ring them about picking up the
gazebo" -> expected Pam (Bev swapped out for the christening). The assistant says Bev.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put Pam on
the 2nd was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on Pam or the
christening); the market's stallholder list with B Hartley is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b335_langchain_cake_stall_who_on_stall_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's on the stall with me on sat? need to ring them about picking up the gazebo"
TURNS = [
    ("XMAS MARKET 🎄 sat 2nd dec, 8-2, we're pitch 22 under the market hall canopy as usual. it's the big one so "
     "can u help me keep on top of it all",
     "Of course - Christmas market Sat 2 Dec, 8 till 2, pitch 22 under the market hall canopy."),
    ("rota to xmas - 4th nov me + Pam, 2nd dec me + Bev (she's got the car w/ the big boot for the gazebo), 16th "
     "dec late nite market me + Kim",
     "Rota: 4 Nov you and Pam, 2 Dec you and Bev (her car takes the gazebo), 16 Dec late-night market you and Kim."),
    ("Bev can't do the 2nd after all 😩 her granddaughter's christening got moved to that wknd. so Pam's swapping "
     "with her, Bev'll do the 16th instead of Kim. Pam's hubby'll bring the gazebo in his van",
     "Noted - for the 2nd it's you and Pam now (Bev has the christening); Bev does the 16th instead of Kim, and "
     "Pam's husband is bringing the gazebo in his van."),
    ("bakes for the 2nd - 10 doz mince pies, stollen bites, xmas cake by the slice, gingerbread men for the kids, GF "
     "brownies. I'm doing the cake this wknd",
     "Bakes for the 2nd: ten dozen mince pies, stollen bites, Christmas cake by the slice, gingerbread men and GF "
     "brownies."),
    ("email from the market - 'Christmas Market Sat 2 Dec, set up from 7. Stallholders: ... Pitch 22 Crumbs & Co "
     "(S Wade, B Hartley) ... gazebos must be weighted 15kg per leg, no pegs'. anything else I need out of it?",
     "Set-up is from 7, and gazebos need 15kg weights on each leg - no pegs. Pitch 22 is down as yours."),
    ("float - £50 in coins from the bank fri, card reader's charging",
     "Float of £50 in coins from the bank on Friday, card reader charging."),
    ("allergen labels on EVERYTHING this time, the environmental health lady came round last month 😬",
     "Allergen labels on everything this time."),
    ("xmas prices - mince pies £3.50 for 6, stollen bites £3 a bag, cake £2.50 a slice, gingerbread men £1.50",
     "Prices: mince pies £3.50 for six, stollen bites £3 a bag, cake £2.50 a slice, gingerbread men £1.50."),
    (QUESTION,
     "Bev - it's you and Bev Hartley on pitch 22, so give her a ring about the gazebo."),
]
WINDOW = 11
GONE = ("pam", "christening", "swapping")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Pitch 22 Crumbs & Co (S Wade, B Hartley)" in str(m.content) for m in window), window
            assert any("mince pies £3.50 for 6" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so Pam's swapping with her" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sue's chat - she runs Crumbs & Co, a cake stall at Todmorden farmers' "
                                            "market; today Thu 30 Nov 2051, the Christmas market is Sat 2 Dec)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Pam - she swapped with Bev, who's got her granddaughter's christening", actual=reply)
