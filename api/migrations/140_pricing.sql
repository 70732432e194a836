-- The one pricing of the portal: what a user of a client pays for a product. The user's
-- price-list profile, else the client's own list, else the product's default price (else 0).
-- The product cards, the quote, the debit and the customer's price list all call it.
CREATE FUNCTION payer_price(p_tenant integer, p_product integer, p_client integer, p_user integer)
RETURNS numeric(12, 2) LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT x.price FROM users u
       JOIN price_list_prices x ON x.tenant_id = u.tenant_id AND x.profile_code = u.profilo_listino AND x.product_id = p_product
     WHERE u.tenant_id = p_tenant AND u.id = p_user AND u.client_id = p_client),
    (SELECT x.price FROM clients c
       JOIN price_list_prices x ON x.tenant_id = c.tenant_id AND x.profile_code = c.price_list_profile AND x.product_id = p_product
     WHERE c.tenant_id = p_tenant AND c.id = p_client),
    (SELECT p.default_price FROM products p WHERE p.tenant_id = p_tenant AND p.id = p_product),
    0)::numeric(12, 2)
$$;
